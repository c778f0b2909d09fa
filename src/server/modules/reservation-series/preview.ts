import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import { formatApiDateTime } from '../../../domain/date-time';
import {
  MAX_SERIES_OCCURRENCES,
  occurrenceCredits,
  seriesMinutes,
  seriesOccurrences,
  type OccurrenceReason,
  type SeriesOccurrence,
  type SeriesPattern,
} from '../../../domain/reservation-series';
import type { SeriesOccurrenceContract } from '../../../domain/contracts/reservation-series';
import type { Deps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { reservations } from '../../db/schema/index';
import { AppError, validationFailed } from '../../lib/errors';
import type { AuthUser } from '../../lib/request-auth';
import {
  bookingErrors,
  checkBookingRules,
  lockForBooking,
  readForBooking,
  reservationMessages as rm,
} from '../reservations/index';
import { seriesMessages as m } from './messages';

/** What a series is asked for: where, with which car, and when. */
export type SeriesAsk = SeriesPattern & { lotId: number; automobileId: number };

export type PlannedOccurrence = SeriesOccurrence & { credits: number; reason: OccurrenceReason | undefined };

export type SeriesPlan = {
  occurrences: PlannedOccurrence[];
  free: PlannedOccurrence[];
  total: number;
  balance: number;
  registration: string;
  place: string;
  ownerId: number;
  ownerLanguage: string;
  /** The driver's wallet (0: none). */
  walletId: number;
  /** An id taken from the reservations' sequence by the facts' statement: the first booked date's. */
  spareId: number;
};

/** The field errors that concern the lot or the car: the whole series is refused with them. */
const wholeSeriesFields = new Set(['parking_lot_id', 'automobile_id', 'automobile_registration']);

/**
 * A refusal of the lot or the car themselves; a lot closed to new bookings is not one: its
 * dates are listed, each unavailable for that reason, beside the ones already booked.
 */
const refusesWholeSeries = (error: AppError): boolean =>
  Object.entries(error.fieldErrors ?? {}).some(
    ([field, messages]) =>
      wholeSeriesFields.has(field) && messages.some((message) => message.id !== rm.lotUnavailable.id),
  );

/** Why the booking rules refuse one date (the first problem found names it). */
function reasonOf(error: AppError): OccurrenceReason {
  const ids = Object.values(error.fieldErrors ?? {})
    .flat()
    .map((message) => message.id);
  if (ids.includes(rm.startInPast.id)) return 'past';
  if (ids.includes(rm.lotUnavailable.id)) return 'lot_closed';
  if (ids.includes(rm.outsideSchedule.id)) return 'schedule_closed';
  if (ids.includes(rm.endAfterAvailable.id)) return 'window_ended';
  return 'rule';
}

/**
 * Every date of a series and whether it is free now: each checked by the single booking's rules
 * (reservations/booking-rules.ts, against the lot and car read once), then against the open
 * reservations of the lot and of the car. A refusal of the lot or the car themselves (not
 * found, the driver's own, suspended, not available) is the whole answer: 422.
 */
export async function planSeries(
  deps: Pick<Deps, 'config'>,
  db: Db | Tx,
  user: AuthUser,
  ask: SeriesAsk,
  now: Date,
  /** In the booking's transaction: the lot and its owner share-locked, the wallet locked (lockForBooking). */
  locked = false,
): Promise<SeriesPlan> {
  const zone = deps.config.APP_TIMEZONE;
  if (!seriesMinutes(ask.from, ask.to)) throw validationFailed({ to: [m.timesInvalid] });
  const list = seriesOccurrences(ask, zone);
  if (list.length > MAX_SERIES_OCCURRENCES) {
    const tooMany = { ...m.tooMany, values: { max: MAX_SERIES_OCCURRENCES } };
    throw validationFailed({ weeks: [tooMany] }, tooMany);
  }
  const factsInput = {
    lotId: ask.lotId,
    viewer: user,
    automobileId: ask.automobileId,
    visitorRegistration: null,
    key: undefined,
    now,
  };
  const facts = locked ? await lockForBooking(db as Tx, factsInput) : await readForBooking(db as Db, factsInput);
  // The rules are the single booking's; the wallet is looked at once for the whole series.
  const rulesFacts = { ...facts, wallet: { id: 0, balance: Number.MAX_SAFE_INTEGER } };
  const context = { user, now, zone, minCredits: deps.config.MIN_CREDITS };
  const reasons = list.map((o): OccurrenceReason | undefined => {
    const fields = bookingErrors();
    try {
      checkBookingRules(
        { lotId: ask.lotId, automobileId: ask.automobileId, visitor: undefined, start: o.start, end: o.end },
        rulesFacts,
        fields,
        context,
      );
      return undefined;
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 422) throw err;
      if (refusesWholeSeries(err)) throw err;
      return reasonOf(err);
    }
  });
  const car = facts.automobile;
  const lot = facts.lot;
  if (!car || !lot) throw new Error('rules passed without a lot or a car');
  const busy = list.length > 0 ? await openAround(db, ask.lotId, user.id, car, list) : [];
  const occurrences = list.map((o, i): PlannedOccurrence => {
    let reason = reasons[i];
    const clash = busy.filter((r) => r.start < o.end && r.end > o.start);
    const own = clash.some((r) => r.lotId === ask.lotId && r.userId === user.id && r.automobileId === car.id);
    // The driver's own booking of the date is named before a rule that now refuses new ones.
    if (own && reason !== 'past') reason = 'booked';
    else if (!reason) {
      if (clash.some((r) => r.lotId === ask.lotId)) reason = 'taken';
      else if (clash.length > 0) reason = 'car_busy';
    }
    return { ...o, credits: occurrenceCredits(o, deps.config.MIN_CREDITS), reason };
  });
  const free = occurrences.filter((o) => !o.reason);
  return {
    occurrences,
    free,
    total: free.reduce((sum, o) => sum + o.credits, 0),
    balance: facts.wallet?.balance ?? 0,
    registration: car.registration,
    place: lot.identifier,
    ownerId: lot.ownerId,
    ownerLanguage: lot.ownerLanguage,
    walletId: facts.wallet?.id ?? 0,
    spareId: facts.reservationId,
  };
}

/** The open reservations over the series' span on the lot, of the car, or of its registration by the driver. */
async function openAround(
  db: Db | Tx,
  lotId: number,
  userId: number,
  car: { id: number; registration: string },
  list: SeriesOccurrence[],
) {
  const first = list[0]!.start;
  const last = list.at(-1)!.end;
  return db
    .select({
      start: reservations.startTime,
      end: reservations.endTime,
      lotId: reservations.parkingLotId,
      userId: reservations.userId,
      automobileId: reservations.automobileId,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, ['scheduled', 'active']),
        lt(reservations.startTime, last),
        gt(reservations.endTime, first),
        or(
          eq(reservations.parkingLotId, lotId),
          eq(reservations.automobileId, car.id),
          and(eq(reservations.userId, userId), eq(reservations.automobileRegistration, car.registration)),
        ),
      ),
    );
}

export function occurrenceView(o: PlannedOccurrence, zone: string): SeriesOccurrenceContract {
  return {
    date: o.date,
    start_time: formatApiDateTime(o.start, zone),
    end_time: formatApiDateTime(o.end, zone),
    credits: o.credits,
    free: !o.reason,
    ...(o.reason ? { reason: o.reason } : {}),
  };
}
