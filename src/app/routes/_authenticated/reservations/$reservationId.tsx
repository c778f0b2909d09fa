import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { useAppConfig } from '../../../lib/app-config';
import { reservationQuery, useReservation } from '../../../features/reservations/api/get-reservation';
import { ReservationDetail } from '../../../features/reservations/components/reservation-detail';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { routeIdOrZero } from '../../../lib/route-id';
import { ReservationNotFound } from '../../../features/reservations/components/reservation-not-found';
import { RatingPanel } from '../../../features/ratings/components/rating-panel';

type Search = { rate?: 1 };

export const Route = createFileRoute('/_authenticated/reservations/$reservationId')({
  // ?rate=1: opened from the next day's "How was it?" notification (the rating is scrolled to).
  validateSearch: (search: Record<string, unknown>): Search => (String(search.rate) === '1' ? { rate: 1 } : {}),
  loader: ({ context, params }) => {
    const id = routeIdOrZero(params.reservationId);
    if (id > 0) void context.queryClient.prefetchQuery(reservationQuery(id));
  },
  component: ReservationPage,
});

function ReservationPage() {
  const { t } = useLingui();
  const id = routeIdOrZero(Route.useParams().reservationId);
  const query = useReservation(id);
  const config = useAppConfig().data;
  const zone = config?.timezone ?? 'Europe/Bucharest';
  const settings = { minCredits: config?.min_credits ?? 15, systemFeeCredits: config?.system_fee_credits ?? 5 };
  const place = query.data?.place;
  const rate = Route.useSearch().rate === 1;
  const ended = query.data?.status === 'finalized' || query.data?.status === 'expired';

  let body;
  if (query.data) {
    body = (
      <>
        <ReservationDetail
          reservation={query.data}
          zone={zone}
          settings={settings}
          tiles={config ? { url: config.tile_url, attribution: config.tile_attribution ?? '' } : undefined}
        />
        <RatingPanel reservationId={id} ended={ended} focus={rate} />
      </>
    );
  } else if (query.isPending && id > 0) {
    body = <SpinnerBlock label={t`Loading reservation...`} />;
  } else if (id === 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    body = <ReservationNotFound />;
  } else {
    body = (
      <Alert tone="error" title={t`Error!`}>
        {errorMessage(query.error, t`Failed to fetch reservations`)}
      </Alert>
    );
  }

  return (
    <div className="page">
      <PageHeader title={t`Reservation`} subtitle={place ? t`Place ${place}` : undefined} back="/reservations" />
      {body}
    </div>
  );
}
