import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Alert } from '../../../../components/ui/alert';
import { isMissing } from '../../../../components/ui/missing-record';
import { PageHeader } from '../../../../components/ui/page-header';
import { SpinnerBlock } from '../../../../components/ui/spinner';
import { locationOptionsQuery } from '../../../../features/parking-lots/api/get-location-options';
import { parkingLotQuery, useParkingLot } from '../../../../features/parking-lots/api/get-my-parking-lots';
import { ParkingLotForm } from '../../../../features/parking-lots/components/parking-lot-form';
import { MissingParkingLot } from '../../../../features/parking-lots/components/missing-parking-lot';
import { errorMessage } from '../../../../lib/api-error';
import { parseRouteId } from '../../../../lib/route-id';

export const Route = createFileRoute('/_authenticated/parking-lots/$lotId/edit')({
  params: { parse: ({ lotId }) => ({ lotId: String(parseRouteId(lotId)) }) },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(parkingLotQuery(Number(params.lotId)));
    void context.queryClient.prefetchQuery(locationOptionsQuery());
  },
  component: EditParkingLotPage,
});

function EditParkingLotPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { lotId } = Route.useParams();
  const lot = useParkingLot(Number(lotId));
  return (
    <div className="page">
      <PageHeader title={t`Edit parking lot`} back="/parking-lots/$lotId" backParams={{ lotId }} />
      {lot.isPending ? (
        <SpinnerBlock label={t`Loading parking lot...`} />
      ) : !lot.data && isMissing(lot.error) ? (
        <MissingParkingLot />
      ) : !lot.data ? (
        <Alert tone="error">{errorMessage(lot.error, t`Failed to fetch parking lots`)}</Alert>
      ) : (
        // Keyed by id: the form starts from the lot as loaded.
        <ParkingLotForm
          key={lot.data.id}
          lot={lot.data}
          onSaved={() => void navigate({ to: '/parking-lots/$lotId', params: { lotId } })}
        />
      )}
    </div>
  );
}
