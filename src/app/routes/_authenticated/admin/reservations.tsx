import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

export const Route = createFileRoute('/_authenticated/admin/reservations')({
  component: AdminReservationsPage,
});

function AdminReservationsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Reservations`} subtitle={t`Administration`} />;
}
