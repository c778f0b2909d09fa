import type { Deps } from '../../deps';
import { conflict } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { IdempotentDuplicate, type ClaimedKey, type TxHooks } from '../../lib/idempotency';
import { crashForTest } from '../../lib/test-crash';
import type { AuthUser } from '../../lib/request-auth';
import { systemAccounts, type SystemAccounts } from '../credits/index';
import { announceNotification, type NotificationRow } from '../notifications/index';
import { composeBooking } from './booking-answer';
import { writeBookingAtOnce } from './booking-fast-write';
import { lockForBooking, readForBooking, type BookingFacts } from './booking-facts';
import { writeBooking } from './booking-repository';
import { queueOnLot } from './lot-queue';
import {
  bookingErrors,
  parseBookingRequest,
  type BookingErrors,
  type BookingRequest,
  type CreateReservationBody,
} from './booking-request';
import { checkBookingRules } from './booking-rules';
import { databaseError, isRetryable, overlapOf } from './database-errors';
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
  ownerHasDevice: boolean;
  notification: NotificationRow | undefined;
  language: Language;
  /** Credits held into escrow. */
  held: number;
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
 * A test seam: runs between the fast path's read and its write (tests change the lot, the
 * wallet or the car there to see the write refuse and the locked transaction answer).
 */
export const bookingSeams: { betweenReadAndWrite?: () => Promise<void> } = {};

/**
 * Books a lot, in steps: the request is parsed (booking-request.ts); the facts the rules and
 * the answer need are read; every rule is checked (booking-rules.ts, reported together as 422
 * field errors); the rows and the answer are composed (booking-answer.ts) and written. After
 * commit, the notification is delivered (real-time, Web Push) without delaying the answer. A
 * lost race answers 409 and holds nothing.
 *
 * First the fast path: two statements that commit by themselves, the read without locks and
 * a write that books only if what the rules read still holds (booking-fast-write.ts). A
 * refusal from the read stands (it is true at the read). When the write books nothing (a
 * guard failed, the key was taken, the wallet's balance was spent meanwhile), the locked
 * transaction of two statements runs and gives the exact answer.
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
  const input: BookingInput = { user, request, fields, now, system, key: hooks?.key };
  const booked = (await bookAtOnce(deps, input)) ?? (await bookInOneTransaction(deps, input));
  hooks?.answerStored();
  announceBooking(deps, user, booked, now);
  return { id: booked.id, json: booked.json };
}

/** How many times the locked transaction runs when PostgreSQL picks it as a deadlock's victim. */
const LOCKED_ATTEMPTS = 3;

/** What the write may fail on that the locked transaction answers exactly (a 422, or the booking). */
const RETRY_LOCKED = new Set(['23514', '23503', '40P01', '40001']);

/** Read, check, compose, write at once; undefined when the locked transaction must decide. */
async function bookAtOnce(
  deps: Pick<Deps, 'db' | 'config'>,
  input: BookingInput,
): Promise<CommittedBooking | undefined> {
  const facts = await readForBooking(deps.db, factsInput(input));
  const decided = decide(deps, input, facts);
  const { allowed, rows } = decided;
  const { key, system } = input;
  await bookingSeams.betweenReadAndWrite?.();
  if (key) crashForTest('before-commit');
  let written;
  try {
    written = await writeBookingAtOnce(
      deps.db,
      rows,
      { lot: allowed.lot.version, owner: allowed.lot.ownerId, car: facts.automobile?.version ?? null },
      system,
    );
  } catch (err) {
    // A deadlock (against a write that does not queue, such as an extension of the same car)
    // is left to the locked transaction rather than answered 409 as a lost overlap.
    if (RETRY_LOCKED.has(databaseError(err).code ?? '')) return undefined;
    conflictOnOverlap(err, input.request);
    throw err;
  }
  return written ? committed(decided, written.notificationId) : undefined;
}

/** What both paths read the facts for. */
const factsInput = ({ user, request, key, now }: BookingInput) => ({
  lotId: request.lotId,
  viewer: user,
  automobileId: request.automobileId,
  visitorRegistration: request.visitor?.registration ?? null,
  key,
  now,
});

/** Every rule checked against the facts read (422 with them all), then the rows and the answer composed. */
function decide(
  deps: Pick<Deps, 'config'>,
  { user, request, fields, now, system, key }: BookingInput,
  facts: BookingFacts,
) {
  if (!facts.claimed) throw new IdempotentDuplicate();
  const allowed = checkBookingRules(request, facts, fields, {
    user,
    now,
    zone: deps.config.APP_TIMEZONE,
    minCredits: deps.config.MIN_CREDITS,
  });
  return { allowed, ...composeBooking(allowed, facts, { user, now, config: deps.config, system, key }) };
}

/** The booking as written, with the owner's notification when one was stored. */
function committed(
  { allowed, rows, json, language }: ReturnType<typeof decide>,
  notificationId: number | null,
): CommittedBooking {
  return {
    id: rows.reservation.id,
    json,
    lotId: allowed.lot.id,
    ownerId: allowed.lot.ownerId,
    ownerHasDevice: allowed.lot.ownerHasDevice,
    language,
    held: rows.reservation.creditsReserved,
    notification:
      notificationId === null
        ? undefined
        : { ...rows.notification, id: notificationId, readAt: null, publishedAt: null },
  };
}

/**
 * An overlap lost to another booking answers 409 on the field it concerns: the car (named by
 * its id, or by the registration a visitor booking gave) or the lot.
 */
function conflictOnOverlap(err: unknown, request: BookingRequest): void {
  const overlap = overlapOf(err);
  if (overlap === 'automobile') {
    const field = request.automobileId ? 'automobile_id' : 'automobile_registration';
    throw conflict(m.automobileOverlap, { [field]: [m.automobileOverlap] });
  }
  if (overlap === 'lot') throw conflict(m.lotOverlap, { parking_lot_id: [m.lotOverlap] });
}

/**
 * Wait for the lot's turn (lot-queue.ts), lock and read, check, compose, write: a lost race on
 * the lot or the car answers 409. Chosen as a deadlock's victim (say against an extension of
 * the same driver's car, which does not queue), it runs again, and its locks then give the
 * exact answer rather than a guess.
 */
async function bookInOneTransaction(deps: Pick<Deps, 'db' | 'config'>, input: BookingInput): Promise<CommittedBooking> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (tx) => {
        await queueOnLot(tx, input.request.lotId);
        const decided = decide(deps, input, await lockForBooking(tx, factsInput(input)));
        const notificationId = await writeBooking(tx, decided.rows, input.system);
        if (input.key) crashForTest('before-commit');
        return committed(decided, notificationId);
      });
    } catch (err) {
      if (attempt < LOCKED_ATTEMPTS && isRetryable(err)) continue;
      conflictOnOverlap(err, input.request);
      throw err;
    }
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
    const known = { noDevice: !booked.ownerHasDevice, renderedIn: booked.language };
    announceNotification(deps, booked.notification, booked.language, known).catch((err: unknown) =>
      deps.log.error({ err, reservationId: booked.id }, 'reservation notification delivery failed'),
    );
  }
  reportReservationEvent(deps, {
    type: 'created',
    reservation: { id: booked.id, userId: user.id, parkingLotId: booked.lotId },
    ownerId: booked.ownerId,
    actorId: user.id,
    at: now,
    credits: { held: booked.held },
  });
}
