import type { Deps } from '../../deps';
import { conflict } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { IdempotentDuplicate, type ClaimedKey, type TxHooks } from '../../lib/idempotency';
import { crashForTest } from '../../lib/test-crash';
import type { AuthUser } from '../../lib/request-auth';
import { systemAccounts, type SystemAccounts } from '../credits/index';
import { announceNotification, type NotificationRow } from '../notifications/index';
import { composeBooking } from './booking-answer';
import { lockForBooking, writeBooking } from './booking-repository';
import {
  bookingErrors,
  parseBookingRequest,
  type BookingErrors,
  type BookingRequest,
  type CreateReservationBody,
} from './booking-request';
import { checkBookingRules } from './booking-rules';
import { overlapOf } from './database-errors';
import { reportReservationEvent } from './events';
import { reservationMessages as m } from './messages';

export { JSON_TYPE } from './booking-answer';

export type Booked = {
  id: number;
  /** The 201 answer's JSON text, as stored with the Idempotency-Key (byte for byte). */
  json: string;
};

type CommittedBooking = Booked & {
  lotId: number;
  ownerId: number;
  notification: NotificationRow | undefined;
  language: Language;
};

type BookingInput = {
  user: AuthUser;
  request: BookingRequest;
  fields: BookingErrors;
  now: Date;
  system: SystemAccounts;
  key: ClaimedKey | undefined;
};

/**
 * Books a lot in one database transaction of two statements (booking-repository.ts), in
 * steps: the request is parsed (booking-request.ts); the first statement claims the
 * Idempotency-Key, locks the lot (share) and the driver's wallet and reads all the rules and
 * the answer need; every rule is then checked (booking-rules.ts, reported together as 422
 * field errors); the rows and the answer are composed (booking-answer.ts); the second
 * statement inserts the reservation (the exclusion constraints refuse overlaps), holds the
 * required credits in escrow, stores the owner's notification and the complete answer. After
 * commit, the notification is delivered (real-time, Web Push) without delaying the answer. A
 * lost race answers 409 and holds nothing.
 */
export async function createReservation(
  deps: Pick<Deps, 'config' | 'db' | 'realtime' | 'now' | 'events' | 'log'>,
  user: AuthUser,
  body: CreateReservationBody,
  hooks?: TxHooks,
): Promise<Booked> {
  const now = deps.now();
  const fields = bookingErrors();
  const request = parseBookingRequest(body, deps.config.APP_TIMEZONE, fields);
  const system = await systemAccounts(deps.db);
  const booked = await bookInOneTransaction(deps, { user, request, fields, now, system, key: hooks?.key });
  hooks?.answerStored();
  announceBooking(deps, user, booked, now);
  return { id: booked.id, json: booked.json };
}

/** Lock and read, check, compose, write: a lost race on the lot or the car answers 409. */
async function bookInOneTransaction(
  deps: Pick<Deps, 'db' | 'config'>,
  { user, request, fields, now, system, key }: BookingInput,
): Promise<CommittedBooking> {
  try {
    return await deps.db.transaction(async (tx) => {
      const facts = await lockForBooking(tx, {
        lotId: request.lotId,
        viewer: user,
        automobileId: request.automobileId,
        key,
        now,
      });
      if (!facts.claimed) throw new IdempotentDuplicate();
      const allowed = checkBookingRules(request, facts, fields, {
        user,
        now,
        zone: deps.config.APP_TIMEZONE,
        minCredits: deps.config.MIN_CREDITS,
      });
      const { rows, json, language } = composeBooking(allowed, facts, { user, now, config: deps.config, system, key });
      const notificationId = await writeBooking(tx, rows, system);
      if (key) crashForTest('before-commit');
      return {
        id: rows.reservation.id,
        json,
        lotId: allowed.lot.id,
        ownerId: allowed.lot.ownerId,
        language,
        notification: notificationId === null ? undefined : { ...rows.notification, id: notificationId, readAt: null },
      };
    });
  } catch (err) {
    const overlap = overlapOf(err);
    if (overlap === 'automobile') throw conflict(m.automobileOverlap, { automobile_id: [m.automobileOverlap] });
    if (overlap === 'lot') throw conflict(m.lotOverlap, { parking_lot_id: [m.lotOverlap] });
    throw err;
  }
}

/** After commit: the owner's notification goes out (not awaited) and the event is reported. */
function announceBooking(
  deps: Pick<Deps, 'config' | 'db' | 'realtime' | 'now' | 'events' | 'log'>,
  user: AuthUser,
  booked: CommittedBooking,
  now: Date,
) {
  if (booked.notification) {
    announceNotification(deps, booked.notification, booked.language).catch((err: unknown) =>
      deps.log.error({ err, reservationId: booked.id }, 'reservation notification delivery failed'),
    );
  }
  reportReservationEvent(deps, {
    type: 'created',
    reservation: { id: booked.id, userId: user.id, parkingLotId: booked.lotId },
    ownerId: booked.ownerId,
    actorId: user.id,
    at: now,
  });
}
