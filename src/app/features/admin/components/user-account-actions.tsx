import { useLingui } from '@lingui/react/macro';
import type { AdminUserDetailContract } from '../../../../domain/contracts/admin-users';
import { Button } from '../../../components/ui/button';
import type { UserChange } from './user-account-dialogs';

type UserAccountActionsProps = {
  user: AdminUserDetailContract;
  onEdit: () => void;
  /** Asks to confirm a change of role or a suspension. */
  onAsk: (change: UserChange) => void;
};

/**
 * Edit, the administrator role and suspension. An action the server would refuse for this
 * account (the reader's own role or suspension, the last administrator's role) is not
 * offered: a line says why instead.
 */
export function UserAccountActions({ user, onEdit, onAsk }: UserAccountActionsProps) {
  const { t } = useLingui();
  const own = !user.can_suspend;
  return (
    <>
      <div className="admin-actions">
        <Button variant="secondary" size="sm" onClick={onEdit}>{t`Edit`}</Button>
        {user.can_change_admin ? (
          <Button variant="secondary" size="sm" onClick={() => onAsk('flag')}>
            {user.is_admin ? t`Remove administrator role` : t`Make administrator`}
          </Button>
        ) : null}
        {user.can_suspend && !user.suspended ? (
          <Button variant="danger" size="sm" onClick={() => onAsk('suspend')}>{t`Suspend`}</Button>
        ) : null}
      </div>
      {own ? (
        <p className="muted text-sm">{t`This is your own account: another administrator can change its role or suspend it.`}</p>
      ) : !user.can_change_admin ? (
        <p className="muted text-sm">{t`The only administrator keeps the role until someone else has it.`}</p>
      ) : null}
    </>
  );
}
