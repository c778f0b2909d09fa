import { useState } from 'react';
import { useFormChecks } from './use-form-checks';

/**
 * A form's values with their checks (useFormChecks, beside the server's answer `serverError`):
 * `set(name)` changes one value, and `field(name)` gives an input its name, value, onChange and
 * error at once.
 */
export function useFormFields<V extends object>(initial: V | (() => V), serverError: unknown) {
  const [values, setValues] = useState<V>(initial);
  const checks = useFormChecks(serverError);
  const set =
    <K extends keyof V>(name: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [name]: value }));
  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: checks.error(name),
  });
  return { values, setValues, set, checks, field };
}
