import { useLingui } from '@lingui/react/macro';
import { CircleExclamationPoint, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './class-names';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Marks the label "(optional)" instead of relying on an asterisk. */
  optional?: boolean;
};

/** A labelled input with its hint and error wired for screen readers. Passwords get a show/hide toggle. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  type = 'text',
  id,
  className,
  ...rest
}: TextFieldProps) {
  const { t } = useLingui();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={cx('field', className)}>
      <label className="field__label" htmlFor={inputId}>
        {label} {optional ? <span className="field__optional">{t`(optional)`}</span> : null}
      </label>
      <div className="field__control">
        <input
          id={inputId}
          className={cx('input', isPassword && 'input--with-action')}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
        {isPassword ? (
          <button
            type="button"
            className="field__action"
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? t`Hide password` : t`Show password`}
            aria-pressed={revealed}
          >
            {revealed ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${inputId}-error`} message={error} /> : null}
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className="field__error">
      <CircleExclamationPoint size={16} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

type AccountFieldProps = Pick<TextFieldProps, 'value' | 'onChange' | 'error'>;

/** The account email input every auth and account form asks for. */
export function EmailField(props: AccountFieldProps) {
  const { t } = useLingui();
  return (
    <TextField label={t`Email`} type="email" name="email" autoComplete="email" inputMode="email" required {...props} />
  );
}

/** The account holder's name, as registering and the account screen ask for it. */
export function NameField(props: AccountFieldProps) {
  const { t } = useLingui();
  return <TextField label={t`Name`} name="name" autoComplete="name" required {...props} />;
}

/** The account holder's phone number (optional), as registering and the account screen ask for it. */
export function PhoneField(props: AccountFieldProps) {
  const { t } = useLingui();
  return <TextField label={t`Phone`} type="tel" name="phone" autoComplete="tel" optional {...props} />;
}

/** A password input (with the show/hide toggle): the current one to sign in or confirm, or a new one. */
export function PasswordField(
  props: Omit<TextFieldProps, 'type' | 'autoComplete'> & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField type="password" {...props} />;
}
