import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { EmailField, NameField, PhoneField } from '../../../components/ui/text-field';
import { registerSchema } from '../../../../domain/auth-schemas';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
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
  const checks = useFormChecks(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checks.passes(formIssues(registerSchema, values))) return;
    register.mutate(values, { onSuccess });
  };

  return (
    <form className="auth-card" onSubmit={submit} noValidate>
      <div className="auth-card__intro">
        <h1>{t`Create an account`}</h1>
        <p className="muted">{t`Reserve parking lots and publish your own.`}</p>
      </div>
      <FormErrorAlert
        error={error}
        fallback={i18n._(authMessages.registrationFailed)}
        fields={Object.keys(empty)}
        checkFailed={checks.failed}
      />
      <Card className="stack">
        <NameField value={values.name} onChange={set('name')} error={checks.error('name')} />
        <EmailField value={values.email} onChange={set('email')} error={checks.error('email')} />
        <PhoneField value={values.phone} onChange={set('phone')} error={checks.error('phone')} />
        <NewPasswordFields
          label={t`Password`}
          password={values.password}
          onPasswordChange={set('password')}
          confirmation={values.password_confirmation}
          onConfirmationChange={set('password_confirmation')}
          error={checks.error}
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
