import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

export const Route = createFileRoute('/_authenticated/parking-lots/add')({
  component: AddParkingLotPage,
});

function AddParkingLotPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Add parking lot`} back="/parking-lots" />;
}
