import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CalendarX, WifiOff } from 'lucide-react';
import { buttonClass } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { SpinnerBlock } from '../../../../components/ui/spinner';
import { isOpen } from '../../../../../domain/reservation-status';
import { forgetClosedPass, passQuery, usePass } from '../../../../features/reservations/api/get-pass';
import { useReservation } from '../../../../features/reservations/api/get-reservation';
import { AccessInstructions } from '../../../../features/reservations/components/access-instructions';
import { ParkingPass } from '../../../../features/reservations/components/parking-pass';
import { WalletButtons } from '../../../../features/reservations/components/wallet-buttons';
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
  const config = useAppConfig().data;
  const zone = config?.timezone ?? 'Europe/Bucharest';
  const queryClient = useQueryClient();
  // Cancelled, finished or expired (seen in the kept reservation, a list or a real-time update):
  // the kept pass goes, so the old code is never shown again.
  const closed = reservation && ['cancelled', 'finalized', 'expired'].includes(reservation.status);
  useEffect(() => {
    if (reservation && closed) forgetClosedPass(queryClient, reservation);
  }, [closed, queryClient, reservation]);
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
  if (closed) {
    body = (
      <EmptyState icon={CalendarX} title={t`This pass is no longer valid`} action={back}>
        <p className="muted">
          {reservation.status === 'cancelled'
            ? t`The reservation was cancelled: the code would read "cancelled" at the lot.`
            : t`The reservation has ended.`}
        </p>
      </EmptyState>
    );
  } else if (status === 409) {
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
        <WalletButtons reservationId={id} wallets={config?.wallets} />
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
