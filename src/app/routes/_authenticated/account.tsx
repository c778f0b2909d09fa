import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/ui/page-header';
import { AccountForm } from '../../features/account/components/account-form';
import { AccountLocations } from '../../features/account/components/account-locations';
import { PushPreferences } from '../../features/account/components/push-preferences';
import { currentUserQuery } from '../../features/auth/api/current-user';
import { useSession } from '../../lib/use-session';

export const Route = createFileRoute('/_authenticated/account')({
  // Fresh user data (locations granted meanwhile) without holding the screen back.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(currentUserQuery());
  },
  component: AccountPage,
});

function AccountPage() {
  const { t } = useLingui();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="page">
      <PageHeader title={t`Account`} />
      <AccountForm key={user.id} user={user} />
      <PushPreferences key={`push-${user.id}`} user={user} />
      <AccountLocations locations={user.locations ?? []} />
    </div>
  );
}
