import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminUserDetailContract } from '../../../../domain/contracts/admin-users';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { useAdminWrite } from '../api/admin-api';

/** A change of the account that is confirmed first. */
export type UserChange = 'flag' | 'suspend' | 'reinstate';

type UserAccountDialogsProps = {
  id: number;
  /** The user, once loaded. */
  user: AdminUserDetailContract | undefined;
  /** The change being confirmed, if any. */
  pending: UserChange | null;
  /** Cancelled, or the change was saved or refused. */
  onClose: () => void;
};

/** The confirmations of the role, reinstatement and suspension (with its reason), and the save. */
export function UserAccountDialogs({ id, user, pending, onClose }: UserAccountDialogsProps) {
  const { t } = useLingui();
  const write = useAdminWrite('users');
  const [reason, setReason] = useState('');
  const change = (json: Record<string, unknown>, done: string) =>
    write.mutate(
      { endpoint: 'PUT /admin/users/{id}', params: { id }, json },
      {
        onSuccess: () => toast.success(done),
        onError: (err) => toast.error(errorMessage(err, t`The change could not be saved.`)),
        onSettled: onClose,
      },
    );
  return (
    <>
      <ConfirmDialog
        open={pending === 'flag'}
        title={user?.is_admin ? t`Remove the administrator role?` : t`Make this user an administrator?`}
        busy={write.isPending}
        onCancel={onClose}
        onConfirm={() => change({ is_admin: !user?.is_admin }, t`Administrator role changed.`)}
      />
      <ConfirmDialog
        open={pending === 'reinstate'}
        title={t`Reinstate this account?`}
        message={t`They can sign in again and their lots return to search.`}
        confirmLabel={t`Reinstate account`}
        busy={write.isPending}
        onCancel={onClose}
        onConfirm={() => change({ suspended: false }, t`Account reinstated.`)}
      />
      <Dialog
        open={pending === 'suspend'}
        onClose={onClose}
        title={t`Suspend this account?`}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>{t`No`}</Button>
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
    </>
  );
}
