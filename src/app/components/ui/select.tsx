import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import { FieldError } from './text-field';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  /** A first, empty choice (value ''), e.g. "Choose an automobile". */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled native select (the phone's own picker: big, accessible, no library). */
export function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const describedBy = [hint ? `${selectId}-hint` : null, error ? `${selectId}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={cx('field', className)}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${selectId}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${selectId}-error`} message={error} /> : null}
    </div>
  );
}
