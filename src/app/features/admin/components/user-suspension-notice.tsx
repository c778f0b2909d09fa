import { useLingui } from '@lingui/react/macro';
import type { AdminUserDetailContract } from '../../../../domain/contracts/admin-users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAdminFormat } from './admin-format';

/** A suspended account: since when, why, what it means, and the way back. Nothing otherwise. */
export function UserSuspensionNotice({
  user,
  onReinstate,
}: {
  user: AdminUserDetailContract;
  onReinstate: () => void;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  if (!user.suspended) return null;
  return (
    <Alert tone="warning" title={t`Suspended since ${format.dateTime(user.suspended_at)}`}>
      <p>{t`Reason: ${user.suspended_reason ?? '—'}`}</p>
      <p>{t`They cannot sign in and their lots are out of search until reinstated.`}</p>
      <Button size="sm" onClick={onReinstate}>{t`Reinstate account`}</Button>
    </Alert>
  );
}
