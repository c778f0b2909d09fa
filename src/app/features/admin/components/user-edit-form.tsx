import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { adminUserUpdateSchema, type AdminUserDetailContract } from '../../../../domain/contracts/admin-users';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useAdminWrite } from '../api/admin-api';
import { Form } from '../../../components/ui/form';

/** Edits a user's name, phone and language. */
export function UserEditForm({ user, onDone }: { user: AdminUserDetailContract; onDone: () => void }) {
  const { t } = useLingui();
  const write = useAdminWrite('users');
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [language, setLanguage] = useState<'ro' | 'en'>(user.language);
  const checks = useFormChecks(write.error);
  return (
    <Form
      className="admin-form"
      onSubmit={() => {
        const json = { name, phone: phone || null, language };
        if (!checks.passes(formIssues(adminUserUpdateSchema, json))) return;
        write.mutate(
          { endpoint: 'PUT /admin/users/{id}', params: { id: user.id }, json },
          {
            onSuccess: () => {
              toast.success(t`User updated.`);
              onDone();
            },
            onError: (err) => toast.error(errorMessage(err, t`The change could not be saved.`)),
          },
        );
      }}
    >
      <TextField label={t`Name`} value={name} onChange={setName} required error={checks.error('name')} />
      <TextField label={t`Phone`} value={phone} onChange={setPhone} optional error={checks.error('phone')} />
      <Select
        label={t`Language`}
        value={language}
        onChange={(value) => setLanguage(value === 'en' ? 'en' : 'ro')}
        options={[
          { value: 'ro', label: 'Română' },
          { value: 'en', label: 'English' },
        ]}
      />
      <div className="admin-actions">
        <Button type="submit" loading={write.isPending}>{t`Save`}</Button>
        <Button variant="secondary" onClick={onDone}>{t`Cancel`}</Button>
      </div>
    </Form>
  );
}
