import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminUserDetailContract } from '../../../../domain/contracts/admin-users';
import { Dialog } from '../../../components/ui/dialog';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { useAdminDetail } from '../api/admin-api';
import { AuditTrail } from './audit-trail';
import { UserAccountActions } from './user-account-actions';
import { UserAccountDialogs, type UserChange } from './user-account-dialogs';
import { UserEditForm } from './user-edit-form';
import { UserFacts } from './user-facts';
import { UserGrantForm } from './user-grant-form';
import { UserHoldings } from './user-holdings';
import { UserSuspensionNotice } from './user-suspension-notice';

/**
 * A user's detail, one part per job: the suspension notice, the facts, the account's actions
 * (edit, role, suspension) and their confirmations, credits, holdings, audit.
 */
export function UserDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useAdminDetail<AdminUserDetailContract>('users', id);
  const [pending, setPending] = useState<UserChange | null>(null);
  const [editing, setEditing] = useState(false);
  const user = detail.data;

  return (
    <Dialog open onClose={onClose} title={user?.name ?? t`User`} dismissible wide>
      {!user ? (
        <SpinnerBlock />
      ) : editing ? (
        <UserEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <UserSuspensionNotice user={user} onReinstate={() => setPending('reinstate')} />
          <UserFacts user={user} />
          <UserAccountActions user={user} onEdit={() => setEditing(true)} onAsk={setPending} />
          <UserGrantForm userId={user.id} />
          <UserHoldings user={user} />
          <AuditTrail entries={user.audit} />
        </>
      )}
      <UserAccountDialogs id={id} user={user} pending={pending} onClose={() => setPending(null)} />
    </Dialog>
  );
}
