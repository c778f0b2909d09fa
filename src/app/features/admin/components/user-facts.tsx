import { useLingui } from '@lingui/react/macro';
import type { AdminUserDetailContract } from '../../../../domain/contracts/admin-users';
import { useAdminFormat } from './admin-format';
import { Facts } from './admin-screen';

/** Who the user is: contact, language, balance, role, status, since when. */
export function UserFacts({ user }: { user: AdminUserDetailContract }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  return (
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
  );
}
