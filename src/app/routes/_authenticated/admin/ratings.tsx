import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { adminReportedRatingsQuery } from '../../../features/ratings/api/admin-ratings';
import { AdminReportedRatings } from '../../../features/ratings/components/admin-reported-ratings';

export const Route = createFileRoute('/_authenticated/admin/ratings')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminReportedRatingsQuery()),
  component: AdminRatingsPage,
});

/** Reported ratings: hide or keep each (audited on the rating's lot). */
function AdminRatingsPage() {
  const { t } = useLingui();
  return (
    <AdminScreen
      title={t`Reported ratings`}
      subtitle={t`Read each rating and its reports, then hide it or keep it shown.`}
    >
      <AdminReportedRatings />
    </AdminScreen>
  );
}
