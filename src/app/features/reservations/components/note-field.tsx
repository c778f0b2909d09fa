import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { FieldError } from '../../../components/ui/text-field';

type NoteFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
};

/** A few lines of free text (a report's or a contest's note), labelled, with its hint and error. */
export function NoteField({ label, value, onChange, maxLength, optional, hint, error }: NoteFieldProps) {
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
        name="note"
        className="input report-note"
        rows={3}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
