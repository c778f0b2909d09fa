import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { EmailField, PasswordField } from '../../../components/ui/text-field';
import { loginSchema } from '../../../../domain/auth-schemas';
import { ApiError } from '../../../lib/api-error';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import type { SessionUser } from '../../../lib/session-store';
import { useLogin } from '../api/login';
import { authMessages } from '../messages';

export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { t, i18n } = useLingui();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const { error } = login;
  const checks = useFormChecks(error);
  const fallback =
    error instanceof ApiError && error.status === 401 ? authMessages.invalidCredentials : authMessages.loginFailed;
  // The same text above the form and under the field would be said twice.
  const onlyIfNew = (text: string | undefined) =>
    error instanceof ApiError && text === error.serverMessage ? undefined : text;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checks.passes(formIssues(loginSchema, { email, password, remember }))) return;
    login.mutate({ email, password, remember }, { onSuccess });
  };

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <div className="auth-card__intro">
        <h1>{t`Log in`}</h1>
        <p className="muted">{t`Find a free parking lot and reserve it in seconds.`}</p>
      </div>
      <FormErrorAlert error={error} fallback={i18n._(fallback)} checkFailed={checks.failed} />
      <Card className="stack">
        <EmailField value={email} onChange={setEmail} error={onlyIfNew(checks.error('email'))} />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={onlyIfNew(checks.error('password'))}
        />
        <div className="row auth-card__options">
          <Checkbox label={t`Remember me`} checked={remember} onChange={setRemember} />
          <Link to="/forgot-password" className="text-link">
            {t`Forgot your password?`}
          </Link>
        </div>
        <Button type="submit" block loading={login.isPending}>
          {t`Log in`}
        </Button>
      </Card>
      <p className="auth-card__footer">
        {t`New to Loc Liber?`} <Link to="/register">{t`Create an account`}</Link>
      </p>
    </form>
  );
}
