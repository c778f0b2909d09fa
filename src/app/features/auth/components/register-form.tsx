import './auth.css';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { EmailField, TextField } from '../../../components/ui/text-field';
import { fieldError } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session-store';
import { useRegister, type RegisterInput } from '../api/register';
import { authMessages } from '../messages';

const empty: RegisterInput = { name: '', email: '', phone: '', password: '', password_confirmation: '' };

export function RegisterForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { t, i18n } = useLingui();
  const register = useRegister();
  const [values, setValues] = useState(empty);
  const set = (field: keyof RegisterInput) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const { error } = register;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(values, { onSuccess });
  };

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <div className="auth-card__intro">
        <h1>{t`Create an account`}</h1>
        <p className="muted">{t`Reserve parking lots and publish your own.`}</p>
      </div>
      <FormErrorAlert error={error} fallback={i18n._(authMessages.registrationFailed)} fields={Object.keys(empty)} />
      <Card className="stack">
        <TextField
          label={t`Name`}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set('name')}
          error={fieldError(error, 'name')}
        />
        <EmailField value={values.email} onChange={set('email')} error={fieldError(error, 'email')} />
        <TextField
          label={t`Phone`}
          type="tel"
          name="phone"
          autoComplete="tel"
          optional
          value={values.phone}
          onChange={set('phone')}
          error={fieldError(error, 'phone')}
        />
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={t`At least 8 characters.`}
          value={values.password}
          onChange={set('password')}
          error={fieldError(error, 'password')}
        />
        <TextField
          label={t`Confirm password`}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          error={fieldError(error, 'password_confirmation')}
        />
        <Button type="submit" block loading={register.isPending}>
          {t`Create account`}
        </Button>
      </Card>
      <p className="auth-card__footer">
        {t`Already have an account?`} <Link to="/login">{t`Log in`}</Link>
      </p>
    </form>
  );
}
