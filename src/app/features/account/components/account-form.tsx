import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { EmailField, NameField, PasswordField, PhoneField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { accountUpdateSchema } from '../../../../domain/auth-schemas';
import { formIssues } from '../../../lib/form-issues';
import { useFormFields } from '../../../lib/use-form-fields';
import type { SessionUser } from '../../../lib/session-store';
import { useUpdateAccount, type AccountInput } from '../api/update-account';
import { unchangedAccount } from './unchanged-account';

const accountUpdated = msg`Account updated`;
const updateFailed = msg`Failed to update the account`;

/** Name, email, phone and (optionally) a new password; the current password confirms risky changes. */
export function AccountForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const update = useUpdateAccount();
  const { error } = update;
  const { values, setValues, set, checks, field } = useFormFields<AccountInput>(() => unchangedAccount(user), error);
  const needsCurrentPassword = values.password !== '' || values.email.trim().toLowerCase() !== user.email.toLowerCase();

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
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          hint={t`Leave blank to keep your current password.`}
          {...field('password')}
        />
        {values.password ? (
          <PasswordField
            label={t`Confirm new password`}
            autoComplete="new-password"
            {...field('password_confirmation')}
          />
        ) : null}
        {needsCurrentPassword ? (
          <PasswordField
            label={t`Current password`}
            autoComplete="current-password"
            hint={t`Needed to change your email or password.`}
            {...field('current_password')}
          />
        ) : null}
      </Card>
      <Button type="submit" block loading={update.isPending}>
        {t`Save changes`}
      </Button>
    </form>
  );
}
