import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

export const Route = createFileRoute('/_authenticated/admin/parking-lots')({
  component: AdminParkingLotsPage,
});

function AdminParkingLotsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Parking Lots`} subtitle={t`Administration`} />;
}
