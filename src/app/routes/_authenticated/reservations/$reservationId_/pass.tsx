import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CalendarX, WifiOff } from 'lucide-react';
import { buttonClass } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { SpinnerBlock } from '../../../../components/ui/spinner';
import { isOpen } from '../../../../../domain/reservation-status';
import { passQuery, usePass } from '../../../../features/reservations/api/get-pass';
import { useReservation } from '../../../../features/reservations/api/get-reservation';
import { AccessInstructions } from '../../../../features/reservations/components/access-instructions';
import { ParkingPass } from '../../../../features/reservations/components/parking-pass';
import { reservationState } from '../../../../features/reservations/reservation-state';
import { ApiError } from '../../../../lib/api-error';
import { useAppConfig } from '../../../../lib/app-config';
import { routeIdOrZero } from '../../../../lib/route-id';
import { ReservationNotFound } from '../../../../features/reservations/components/reservation-not-found';

export const Route = createFileRoute('/_authenticated/reservations/$reservationId_/pass')({
  loader: ({ context, params }) => {
    const id = routeIdOrZero(params.reservationId);
    if (id > 0) void context.queryClient.prefetchQuery(passQuery(id));
  },
  component: PassPage,
});

/** The driver's pass for the lot's owner to scan; from the device's copy when there is no signal. */
function PassPage() {
  const { t } = useLingui();
  const { reservationId } = Route.useParams();
  const id = routeIdOrZero(reservationId);
  const query = usePass(id);
  // The reservation (kept on the device too) carries the lot's access instructions while it is open.
  const reservation = useReservation(id).data;
  const zone = useAppConfig().data?.timezone ?? 'Europe/Bucharest';
  const open = reservation ? isOpen(reservationState(reservation, new Date(), zone, false).status) : false;
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  const back = (
    <Link
      to="/reservations/$reservationId"
      params={{ reservationId }}
      className={buttonClass({ variant: 'secondary', block: true })}
    >
      {t`Open the reservation`}
    </Link>
  );

  let body;
  if (status === 409) {
    // Over or cancelled since the copy was kept: the old code must not be shown any more.
    body = (
      <EmptyState icon={CalendarX} title={t`No pass for this reservation`} action={back}>
        <p className="muted">{t`It has ended or was cancelled.`}</p>
      </EmptyState>
    );
  } else if (id === 0 || status === 404) {
    body = <ReservationNotFound />;
  } else if (query.data) {
    body = (
      <div className="stack">
        <ParkingPass pass={query.data} zone={zone} />
        <AccessInstructions text={reservation?.access_instructions} open={open} />
        {back}
      </div>
    );
  } else if (query.isPending) {
    body = <SpinnerBlock label={t`Loading the pass...`} />;
  } else {
    body = (
      <EmptyState icon={WifiOff} title={t`The pass is not on this device yet`} action={back}>
        <p className="muted">{t`Open it once with a connection: it then stays here for when there is no signal.`}</p>
      </EmptyState>
    );
  }

  return (
    <div className="page">
      <PageHeader title={t`Parking pass`} back="/reservations/$reservationId" backParams={{ reservationId }} />
      {body}
    </div>
  );
}
