import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { EmailField } from '../../../components/ui/text-field';
import { forgotPasswordSchema } from '../../../../domain/auth-schemas';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useForgotPassword } from '../api/password-reset';
import { authMessages } from '../messages';

/** Asks for a reset link. The answer never tells whether the email has an account. */
export function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const checks = useFormChecks(forgot.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checks.passes(formIssues(forgotPasswordSchema, { email }))) return;
    forgot.mutate(email);
  };

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <div className="auth-card__intro">
        <h1>{t`Forgot your password?`}</h1>
        <p className="muted">{t`Enter your email and we will send you a link to choose a new password.`}</p>
      </div>
      {forgot.isSuccess ? (
        <Alert tone="success">{forgot.data?.message || i18n._(authMessages.resetLinkSent)}</Alert>
      ) : (
        <FormErrorAlert
          error={forgot.error}
          fallback={i18n._(authMessages.resetEmailFailed)}
          checkFailed={checks.failed}
        />
      )}
      <Card className="stack">
        <EmailField value={email} onChange={setEmail} error={checks.error('email')} />
        <Button type="submit" block loading={forgot.isPending}>
          {t`Send reset link`}
        </Button>
      </Card>
      <p className="auth-card__footer">
        <Link to="/login" className="text-link">
          <ArrowLeft size={18} aria-hidden="true" style={{ marginRight: 4 }} />
          {t`Back to login`}
        </Link>
      </p>
    </form>
  );
}
