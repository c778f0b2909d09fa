import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '../../../components/ui/text-field';

type NewPasswordFieldsProps = {
  /** What the first field is called: "Password" when registering, "New password" when resetting. */
  label: string;
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  /** The text under a field: the form's own check (useFormChecks), else the server's answer. */
  error: (field: 'password' | 'password_confirmation') => string | undefined;
};

/** The password to set and the same again, both required, as registering and resetting ask for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={props.label}
        name="password"
        autoComplete="new-password"
        required
        hint={t`At least 8 characters.`}
        value={props.password}
        onChange={props.onPasswordChange}
        error={props.error('password')}
      />
      <PasswordField
        label={t`Confirm password`}
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={props.confirmation}
        onChange={props.onConfirmationChange}
        error={props.error('password_confirmation')}
      />
    </>
  );
}
