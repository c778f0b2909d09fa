import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminUserDetailContract } from '../../../../domain/contracts/admin-users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { useAdminDetail, useAdminWrite } from '../api/admin-api';
import { useAdminFormat } from './admin-format';
import { Facts } from './admin-screen';
import { AuditTrail } from './audit-trail';
import { UserEditForm } from './user-edit-form';
import { UserGrantForm } from './user-grant-form';
import { UserHoldings } from './user-holdings';

type Pending = 'flag' | 'suspend' | 'reinstate' | null;

/**
 * A user's detail: facts, edit, credits, holdings, administrator role, suspension, audit. An
 * action the server would refuse for this account (the reader's own role or suspension, the
 * last administrator's role) is not offered: the detail says why instead.
 */
export function UserDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const detail = useAdminDetail<AdminUserDetailContract>('users', id);
  const write = useAdminWrite('users');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [editing, setEditing] = useState(false);
  const user = detail.data;

  const change = (json: Record<string, unknown>, done: string) =>
    write.mutate(
      { method: 'put', path: `users/${id}`, json },
      {
        onSuccess: () => toast.success(done),
        onError: (err) => toast.error(errorMessage(err, t`The change could not be saved.`)),
        onSettled: () => setPending(null),
      },
    );
  const own = user && !user.can_suspend;

  return (
    <Dialog open onClose={onClose} title={user?.name ?? t`User`} dismissible wide>
      {!user ? (
        <SpinnerBlock />
      ) : editing ? (
        <UserEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          {user.suspended ? (
            <Alert tone="warning" title={t`Suspended since ${format.dateTime(user.suspended_at)}`}>
              <p>{t`Reason: ${user.suspended_reason ?? '—'}`}</p>
              <p>{t`They cannot sign in and their lots are out of search until reinstated.`}</p>
              <Button size="sm" onClick={() => setPending('reinstate')}>{t`Reinstate account`}</Button>
            </Alert>
          ) : null}
          <Facts
            rows={[
              [t`Email`, user.email],
              [t`Phone`, user.phone],
              [t`Language`, format.language(user.language)],
              [t`Balance`, format.credits(user.balance)],
              [t`Administrator`, format.yesNo(user.is_admin)],
              [t`Status`, user.suspended ? t`Suspended` : t({ message: 'Active', context: 'account' })],
              [t`Registered`, format.dateTime(user.created_at)],
            ]}
          />
          <div className="admin-actions">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>{t`Edit`}</Button>
            {user.can_change_admin ? (
              <Button variant="secondary" size="sm" onClick={() => setPending('flag')}>
                {user.is_admin ? t`Remove administrator role` : t`Make administrator`}
              </Button>
            ) : null}
            {user.can_suspend && !user.suspended ? (
              <Button variant="danger" size="sm" onClick={() => setPending('suspend')}>{t`Suspend`}</Button>
            ) : null}
          </div>
          {own ? (
            <p className="muted text-sm">{t`This is your own account: another administrator can change its role or suspend it.`}</p>
          ) : !user.can_change_admin ? (
            <p className="muted text-sm">{t`The only administrator keeps the role until someone else has it.`}</p>
          ) : null}
          <UserGrantForm userId={user.id} />
          <UserHoldings user={user} />
          <AuditTrail entries={user.audit} />
        </>
      )}
      <ConfirmDialog
        open={pending === 'flag'}
        title={user?.is_admin ? t`Remove the administrator role?` : t`Make this user an administrator?`}
        busy={write.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => change({ is_admin: !user?.is_admin }, t`Administrator role changed.`)}
      />
      <ConfirmDialog
        open={pending === 'reinstate'}
        title={t`Reinstate this account?`}
        message={t`They can sign in again and their lots return to search.`}
        confirmLabel={t`Reinstate account`}
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
