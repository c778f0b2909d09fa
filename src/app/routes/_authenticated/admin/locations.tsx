import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

export const Route = createFileRoute('/_authenticated/admin/locations')({
  component: AdminLocationsPage,
});

function AdminLocationsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Locations`} subtitle={t`Administration`} />;
}
