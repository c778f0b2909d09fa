import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { CalendarDays, MapPin, Pencil, Star } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { buttonClass } from '../../../../components/ui/button';
import { isMissing } from '../../../../components/ui/missing-record';
import { PageHeader } from '../../../../components/ui/page-header';
import { SpinnerBlock } from '../../../../components/ui/spinner';
import { useAppConfig } from '../../../../lib/app-config';
import { parkingLotQuery, useParkingLot } from '../../../../features/parking-lots/api/get-my-parking-lots';
import { DeleteLotButton } from '../../../../features/parking-lots/components/delete-lot-button';
import { ParkingLotDetails } from '../../../../features/parking-lots/components/parking-lot-details';
import { MissingParkingLot } from '../../../../features/parking-lots/components/missing-parking-lot';
import { errorMessage } from '../../../../lib/api-error';
import { parseRouteId } from '../../../../lib/route-id';
import { zoneLabel } from '../../../../lib/zone-label';

export const Route = createFileRoute('/_authenticated/parking-lots/$lotId/')({
  params: { parse: ({ lotId }) => ({ lotId: String(parseRouteId(lotId)) }) },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(parkingLotQuery(Number(params.lotId)));
  },
  component: ParkingLotPage,
});

function ParkingLotPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { lotId } = Route.useParams();
  const lot = useParkingLot(Number(lotId));
  const config = useAppConfig();

  if (lot.isPending) {
    return (
      <div className="page">
        <PageHeader title={t`Parking lot`} back="/parking-lots" />
        <SpinnerBlock label={t`Loading parking lot...`} />
      </div>
    );
  }
  if (!lot.data) {
    return (
      <div className="page">
        <PageHeader title={t`Parking lot`} back="/parking-lots" />
        {isMissing(lot.error) ? (
          <MissingParkingLot />
        ) : (
          <Alert tone="error" title={t`Error!`}>
            {errorMessage(lot.error, t`Failed to fetch parking lots`)}
          </Alert>
        )}
      </div>
    );
  }
  const data = lot.data;
  const subtitle = [data.zone ? zoneLabel(data.zone, t`Zone ${data.zone}`) : null, data.location?.title]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="page">
      <PageHeader
        title={t`Parking lot ${data.identifier}`}
        heading={
          <>
            {t`Parking lot`} <span style={{ whiteSpace: 'nowrap' }}>{data.identifier}</span>
          </>
        }
        subtitle={subtitle || undefined}
        back="/parking-lots"
        actions={
          <Link
            to="/parking-lots/$lotId/edit"
            params={{ lotId }}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <Pencil size={16} aria-hidden="true" />
            {t`Edit`}
          </Link>
        }
      />
      <ParkingLotDetails
        lot={data}
        zone={config.data?.timezone}
        actions={
          <>
            <Link
              to="/parking-lots/$lotId/calendar"
              params={{ lotId }}
              className={buttonClass({ variant: 'secondary', block: true })}
            >
              <CalendarDays size={18} aria-hidden="true" />
              {t`Calendar`}
            </Link>
            <Link
              to="/parking-lots/$lotId/ratings"
              params={{ lotId }}
              className={buttonClass({ variant: 'secondary', block: true })}
            >
              <Star size={18} aria-hidden="true" />
              {data.rating_average !== null && data.rating_count !== null
                ? t`Ratings: ${i18n.number(data.rating_average, { minimumFractionDigits: 1 })} (${data.rating_count})`
                : t`Ratings`}
            </Link>
            <Link
              to="/"
              search={{ lat: data.latitude, lng: data.longitude, zoom: 19, lot: data.id, mode: 'map' }}
              className={buttonClass({ variant: 'secondary', block: true })}
            >
              <MapPin size={18} aria-hidden="true" />
              {t`View on map`}
            </Link>
            <DeleteLotButton lot={data} onDeleted={() => void navigate({ to: '/parking-lots' })} />
          </>
        }
      />
    </div>
  );
}
