import './admin.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { creditGrantSchema, type CreditGrantContract } from '../../../../domain/contracts/admin-users';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import { typedNumber } from '../../../lib/form-numbers';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useAdminWrite } from '../api/admin-api';
import { useAdminFormat } from './admin-format';
import { Form } from '../../../components/ui/form';

/** Adds credits to a user's wallet; one Idempotency-Key per grant, so a retry adds them once. */
export function UserGrantForm({ userId }: { userId: number }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const write = useAdminWrite('users', ['transactions']);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [grantKey, setGrantKey] = useState(newIdempotencyKey);
  const checks = useFormChecks(write.error);
  return (
    <Form
      className="admin-section admin-form"
      onSubmit={() => {
        const json = { amount: typedNumber(amount), description: note || null };
        if (!checks.passes(formIssues(creditGrantSchema, json))) return;
        write.mutate(
          {
            endpoint: 'POST /admin/users/{id}/credits',
            params: { id: userId },
            json,
            headers: { 'Idempotency-Key': grantKey },
          },
          {
            onSuccess: (answer) => {
              const result = answer as CreditGrantContract;
              const balance = format.credits(result.balance);
              toast.success(
                t`${plural(Number(amount), { one: '# credit added', other: '# credits added' })}. New balance: ${balance}.`,
              );
              setAmount('');
              setNote('');
              setGrantKey(newIdempotencyKey());
            },
            onError: (err) => toast.error(errorMessage(err, t`The change could not be saved.`)),
          },
        );
      }}
    >
      <h3>{t`Grant credits`}</h3>
      <TextField
        label={t`Amount (1 to 100,000)`}
        inputMode="numeric"
        required
        value={amount}
        onChange={setAmount}
        error={checks.error('amount')}
      />
      <TextField label={t`Description`} optional value={note} onChange={setNote} error={checks.error('description')} />
      <Button type="submit" loading={write.isPending}>{t`Grant credits`}</Button>
    </Form>
  );
}
