import type { Deps } from '../../deps';
import type { reservations } from '../../db/schema/index';
import { emitSafely, type CreditsMoved, type ReservationEventType } from '../../lib/app-events';

/**
 * The one place reservation state changes are reported, always after their transaction
 * committed, exactly once per transition (the callers only report what their own
 * compare-and-swap or insert changed). Subscribers: app.deps.events.on('reservation', ...).
 */
export function reportReservationEvent(
  deps: Pick<Deps, 'events' | 'log'>,
  input: {
    type: ReservationEventType;
    reservation: Pick<typeof reservations.$inferSelect, 'id' | 'userId' | 'parkingLotId'>;
    ownerId: number;
    actorId: number | null;
    at: Date;
    credits?: CreditsMoved;
  },
): void {
  const { reservation } = input;
  emitSafely(
    deps.events,
    'reservation',
    {
      type: input.type,
      reservationId: reservation.id,
      driverId: reservation.userId,
      ownerId: input.ownerId,
      parkingLotId: reservation.parkingLotId,
      actorId: input.actorId,
      at: input.at,
      ...(input.credits ? { credits: input.credits } : {}),
    },
    (err) =>
      deps.log.error({ err, reservationId: reservation.id, type: input.type }, 'reservation event subscriber failed'),
  );
}
