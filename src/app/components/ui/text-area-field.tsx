import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { FieldError } from './text-field';

type TextAreaFieldProps = {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  optional?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
};

/** A few lines of free text (a note, access instructions), labelled, with its hint and error. */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  maxLength,
  optional,
  placeholder,
  hint,
  error,
}: TextAreaFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label} {optional ? <span className="field__optional">{t`(optional)`}</span> : null}
      </label>
      <textarea
        id={id}
        name={name}
        className="input input--text-area"
        rows={3}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}
