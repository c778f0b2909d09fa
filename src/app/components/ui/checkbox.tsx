import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type' | 'checked'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A native checkbox inside its label, so the whole row (44 px high) is the touch target. */
export function Checkbox({ label, checked, onChange, className, ...rest }: CheckboxProps) {
  return (
    <label className={cx('checkbox', className)}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} {...rest} />
      <span>{label}</span>
    </label>
  );
}
