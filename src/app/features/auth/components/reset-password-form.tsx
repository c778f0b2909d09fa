import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { EmailField } from '../../../components/ui/text-field';
import { resetPasswordSchema } from '../../../../domain/auth-schemas';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useResetPassword } from '../api/password-reset';
import { authMessages } from '../messages';
import { NewPasswordFields } from './new-password-fields';

type ResetPasswordFormProps = { token: string; email: string; onSuccess: (message: string) => void };

/** Chooses a new password with the token and email of the mailed link. */
export function ResetPasswordForm({ token, email: linkEmail, onSuccess }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const reset = useResetPassword();
  const [email, setEmail] = useState(linkEmail);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { error } = reset;
  const checks = useFormChecks(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email, token, password, password_confirmation: confirmation };
    if (!checks.passes(formIssues(resetPasswordSchema, body))) return;
    reset.mutate(body, { onSuccess: (answer) => onSuccess(answer?.message || i18n._(authMessages.passwordReset)) });
  };

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <div className="auth-card__intro">
        <h1>{t`Choose a new password`}</h1>
        <p className="muted">{t`Then log in with it.`}</p>
      </div>
      {!token ? (
        <Alert tone="warning">
          {t`This reset link is incomplete.`} <Link to="/forgot-password">{t`Ask for a new link`}</Link>
        </Alert>
      ) : null}
      <FormErrorAlert error={error} fallback={i18n._(authMessages.resetFailed)} checkFailed={checks.failed} />
      <Card className="stack">
        <EmailField value={email} onChange={setEmail} error={checks.error('email') ?? checks.error('token')} />
        <NewPasswordFields
          label={t`New password`}
          password={password}
          onPasswordChange={setPassword}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
          error={checks.error}
        />
        <Button type="submit" block loading={reset.isPending} disabled={!token}>
          {t`Save new password`}
        </Button>
      </Card>
      <p className="auth-card__footer">
        <Link to="/login">{t`Back to login`}</Link>
      </p>
    </form>
  );
}
