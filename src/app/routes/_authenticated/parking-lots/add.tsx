import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { locationOptionsQuery } from '../../../features/parking-lots/api/get-location-options';
import { ParkingLotForm } from '../../../features/parking-lots/components/parking-lot-form';

export const Route = createFileRoute('/_authenticated/parking-lots/add')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(locationOptionsQuery());
  },
  component: AddParkingLotPage,
});

function AddParkingLotPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title={t`Add parking lot`} back="/parking-lots" />
      <ParkingLotForm
        onSaved={(lot) => void navigate({ to: '/parking-lots/$lotId', params: { lotId: String(lot.id) } })}
      />
    </div>
  );
}
