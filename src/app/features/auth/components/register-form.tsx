import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { EmailField, NameField, PhoneField } from '../../../components/ui/text-field';
import { fieldError } from '../../../lib/api-error';
import type { SessionUser } from '../../../lib/session-store';
import { useRegister, type RegisterInput } from '../api/register';
import { authMessages } from '../messages';
import { NewPasswordFields } from './new-password-fields';

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
        <NameField value={values.name} onChange={set('name')} error={fieldError(error, 'name')} />
        <EmailField value={values.email} onChange={set('email')} error={fieldError(error, 'email')} />
        <PhoneField value={values.phone} onChange={set('phone')} error={fieldError(error, 'phone')} />
        <NewPasswordFields
          label={t`Password`}
          password={values.password}
          onPasswordChange={set('password')}
          confirmation={values.password_confirmation}
          onConfirmationChange={set('password_confirmation')}
          error={error}
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
