import './admin.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminUserDetailContract, CreditGrantContract } from '../../../../domain/contracts/admin-users';
import { errorMessage, fieldError } from '../../../lib/api-error';
import { typedNumber } from '../../../lib/form-numbers';
import { creditCount } from '../../../lib/counts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { newIdempotencyKey, useAdminDetail, useAdminWrite } from '../api/admin-api';
import { Facts } from './admin-screen';
import { AuditTrail } from './audit-trail';
import { UserEditForm } from './user-edit-form';

type Pending = 'flag' | 'suspend' | 'reinstate' | null;

/** A user's detail: facts, holdings, edit, credits, administrator flag, suspension, audit. */
export function UserDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const detail = useAdminDetail<AdminUserDetailContract>('users', id);
  const write = useAdminWrite('users');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [grantKey, setGrantKey] = useState(newIdempotencyKey);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [editing, setEditing] = useState(false);
  const user = detail.data;

  const fail = (err: unknown) => toast.error(errorMessage(err, t`The change could not be saved.`));
  const grant = () =>
    write.mutate(
      {
        method: 'post',
        path: `users/${id}/credits`,
        json: { amount: typedNumber(amount), description: note || null },
        headers: { 'Idempotency-Key': grantKey },
      },
      {
        onSuccess: (answer) => {
          const result = answer as CreditGrantContract;
          toast.success(
            t`${plural(Number(amount), { one: '# credit added', other: '# credits added' })}. New balance: ${result.balance}.`,
          );
          setAmount('');
          setNote('');
          setGrantKey(newIdempotencyKey());
        },
        onError: fail,
      },
    );
  const change = (json: Record<string, unknown>, done: string) =>
    write.mutate(
      { method: 'put', path: `users/${id}`, json },
      { onSuccess: () => toast.success(done), onError: fail, onSettled: () => setPending(null) },
    );

  return (
    <Dialog open onClose={onClose} title={user?.name ?? t`User`}>
      {!user ? (
        <SpinnerBlock />
      ) : editing ? (
        <UserEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Facts
            rows={[
              [t`Email`, user.email],
              [t`Phone`, user.phone],
              [t`Language`, user.language === 'en' ? 'English' : 'Română'],
              [t`Balance`, i18n._(creditCount(user.balance))],
              [t`Administrator`, user.is_admin ? t`Yes` : t`No`],
              [t`Status`, user.suspended ? t`Suspended: ${user.suspended_reason ?? ''}` : t`Active`],
            ]}
          />
          <div className="admin-actions">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>{t`Edit`}</Button>
            <Button variant="secondary" size="sm" onClick={() => setPending('flag')}>
              {user.is_admin ? t`Remove administrator` : t`Make administrator`}
            </Button>
            {user.suspended ? (
              <Button variant="secondary" size="sm" onClick={() => setPending('reinstate')}>{t`Reinstate`}</Button>
            ) : (
              <Button variant="danger" size="sm" onClick={() => setPending('suspend')}>{t`Suspend`}</Button>
            )}
          </div>
          <form
            className="admin-section admin-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              grant();
            }}
          >
            <h3>{t`Grant credits`}</h3>
            <TextField
              label={t`Amount (1 to 100,000)`}
              inputMode="numeric"
              required
              value={amount}
              onChange={setAmount}
              error={fieldError(write.error, 'amount')}
            />
            <TextField label={t`Description`} optional value={note} onChange={setNote} />
            <Button type="submit" loading={write.isPending}>{t`Grant credits`}</Button>
          </form>
          <section className="admin-section">
            <h3>{t`Automobiles`}</h3>
            <ul>
              {user.automobiles.map((a) => (
                <li key={a.id}>
                  {a.registration_number} {a.make ?? ''}
                </li>
              ))}
            </ul>
            <h3>{t`Parking lots`}</h3>
            <ul>
              {user.parking_lots.map((l) => (
                <li key={l.id}>
                  {l.identifier} {l.zone ?? ''}
                </li>
              ))}
            </ul>
            <h3>{t`Latest reservations`}</h3>
            <ul>
              {user.reservations.map((r) => (
                <li key={r.id}>
                  #{r.id} {r.parking_lot_identifier} · {r.automobile_registration} · {r.start_time} · {r.status}
                </li>
              ))}
            </ul>
            <h3>{t`Locations`}</h3>
            <ul>
              {user.locations.map((l) => (
                <li key={l.id}>
                  {l.title} ({l.added_at})
                </li>
              ))}
            </ul>
          </section>
          <AuditTrail entries={user.audit} />
        </>
      )}
      <ConfirmDialog
        open={pending === 'flag'}
        title={user?.is_admin ? t`Remove the administrator flag?` : t`Make this user an administrator?`}
        busy={write.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => change({ is_admin: !user?.is_admin }, t`Administrator flag changed.`)}
      />
      <ConfirmDialog
        open={pending === 'reinstate'}
        title={t`Reinstate this account?`}
        busy={write.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => change({ suspended: false }, t`Account reinstated.`)}
      />
      <Dialog
        open={pending === 'suspend'}
        onClose={() => setPending(null)}
        title={t`Suspend this account?`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>{t`No`}</Button>
            <Button
              variant="danger"
              loading={write.isPending}
              disabled={!reason.trim()}
              onClick={() => change({ suspended: true, suspended_reason: reason }, t`Account suspended.`)}
            >{t`Suspend`}</Button>
          </>
        }
      >
        <p>{t`The user cannot sign in and is signed out everywhere; their lots leave search.`}</p>
        <TextField label={t`Reason`} value={reason} onChange={setReason} required />
      </Dialog>
    </Dialog>
  );
}
