import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import type { useAdminWrite } from '../api/admin-api';

/** A location authorisation to revoke: who, where. */
export type AccessToRevoke = { userId: number; userName: string; locationId: number; locationTitle: string };

type RevokeAccessDialogProps = {
  access: AccessToRevoke | null;
  /** The caller's writer: it knows which lists to refresh (the user's or the location's). */
  write: ReturnType<typeof useAdminWrite>;
  /** The toast once revoked. */
  done: (access: AccessToRevoke) => string;
  onClose: () => void;
};

/** Asks before revoking a user's access to a location (from the user's detail or the location's). */
export function RevokeAccessDialog({ access, write, done, onClose }: RevokeAccessDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={access !== null}
      destructive
      title={t`Revoke ${access?.userName ?? ''}'s access to ${access?.locationTitle ?? ''}?`}
      message={t`If the location is restricted, its lots leave their search at once. You can authorize them again later.`}
      confirmLabel={t`Revoke access`}
      busy={write.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!access) return;
        write.mutate(
          {
            endpoint: 'DELETE /admin/locations/{id}/users/{userId}',
            params: { id: access.locationId, userId: access.userId },
          },
          {
            onSuccess: () => toast.success(done(access)),
            onError: (err) => toast.error(errorMessage(err, t`The change could not be saved.`)),
            onSettled: onClose,
          },
        );
      }}
    />
  );
}
