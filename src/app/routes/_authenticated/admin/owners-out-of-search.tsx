import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { adminOwnerHoldsQuery } from '../../../features/ratings/api/admin-ratings';
import { AdminOwnerHolds } from '../../../features/ratings/components/admin-owner-holds';

export const Route = createFileRoute('/_authenticated/admin/owners-out-of-search')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminOwnerHoldsQuery()),
  component: AdminOwnersOutOfSearchPage,
});

/** Owners whose lots left search after three strikes in 30 days (the notification opens this). */
function AdminOwnersOutOfSearchPage() {
  const { t } = useLingui();
  return (
    <AdminScreen
      title={t`Owners out of search`}
      subtitle={t`Three cancels or upheld reports within 30 days took their lots out of search until you review them.`}
    >
      <AdminOwnerHolds />
    </AdminScreen>
  );
}
