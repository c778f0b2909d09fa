import type { ReactNode } from 'react';
import { TextField } from './text-field';

type CalendarDateFieldProps = {
  label: ReactNode;
  name: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  min?: string;
};

/**
 * A calendar date ('YYYY-MM-DD') of a document or licence. Every such field goes through
 * this one component, so the app's own date picker can replace the native one in one place.
 */
export function CalendarDateField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  optional,
  min,
}: CalendarDateFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="date"
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      optional={optional}
      required={!optional}
      min={min}
    />
  );
}
