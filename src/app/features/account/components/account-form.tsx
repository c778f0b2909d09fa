import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { EmailField, NameField, PhoneField, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { accountUpdateSchema } from '../../../../domain/auth-schemas';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import type { SessionUser } from '../../../lib/session-store';
import { useUpdateAccount, type AccountInput } from '../api/update-account';
import { unchangedAccount } from './unchanged-account';

const accountUpdated = msg`Account updated`;
const updateFailed = msg`Failed to update the account`;

/** Name, email, phone and (optionally) a new password; the current password confirms risky changes. */
export function AccountForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const update = useUpdateAccount();
  const [values, setValues] = useState<AccountInput>(() => unchangedAccount(user));
  const set = (field: keyof AccountInput) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const needsCurrentPassword = values.password !== '' || values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const { error } = update;
  const checks = useFormChecks(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checks.passes(formIssues(accountUpdateSchema, values))) return;
    update.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer?.message || i18n._(accountUpdated));
        setValues((v) => ({ ...v, password: '', password_confirmation: '', current_password: '' }));
      },
    });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <FormErrorAlert error={error} fallback={i18n._(updateFailed)} checkFailed={checks.failed} />
      <Card title={t`Your details`} className="stack">
        <NameField value={values.name} onChange={set('name')} error={checks.error('name')} />
        <EmailField value={values.email} onChange={set('email')} error={checks.error('email')} />
        <PhoneField value={values.phone} onChange={set('phone')} error={checks.error('phone')} />
      </Card>
      <Card title={t`Password`} className="stack">
        <TextField
          label={t`New password`}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={t`Leave blank to keep your current password.`}
          value={values.password}
          onChange={set('password')}
          error={checks.error('password')}
        />
        {values.password ? (
          <TextField
            label={t`Confirm new password`}
            type="password"
            name="password_confirmation"
            autoComplete="new-password"
            value={values.password_confirmation}
            onChange={set('password_confirmation')}
            error={checks.error('password_confirmation')}
          />
        ) : null}
        {needsCurrentPassword ? (
          <TextField
            label={t`Current password`}
            type="password"
            name="current_password"
            autoComplete="current-password"
            hint={t`Needed to change your email or password.`}
            value={values.current_password}
            onChange={set('current_password')}
            error={checks.error('current_password')}
          />
        ) : null}
      </Card>
      <Button type="submit" block loading={update.isPending}>
        {t`Save changes`}
      </Button>
    </form>
  );
}
