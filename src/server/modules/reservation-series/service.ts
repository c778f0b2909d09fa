import { calendarDateIn, displayCalendarDate } from '../../../domain/calendar-date';
import { blockEndOf } from '../../../domain/reservation-series';
import type {
  BookedSeriesContract,
  CancelledSeriesContract,
  ReservationSeriesContract,
  SeriesBody,
  SeriesPreviewContract,
} from '../../../domain/contracts/reservation-series';
import type { Deps, TransitionDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { AppError, conflict, notFound, validationFailed } from '../../lib/errors';
import type { TxHooks } from '../../lib/idempotency';
import type { AuthUser } from '../../lib/request-auth';
import { systemAccounts, type SystemAccounts } from '../credits/index';
import { composeNotification, receivedNotice } from '../notifications/index';
import {
  changeReservationStatus,
  isRetryable,
  overlapOf,
  queueOnLot,
  reportReservationEvent,
} from '../reservations/index';
import { writeSeriesDates } from './book-dates';
import { seriesMessages as m } from './messages';
import { tellDriver } from './notices';
import { toSeriesView } from './presenter';
import { occurrenceView, planSeries, type PlannedOccurrence, type SeriesAsk, type SeriesPlan } from './preview';
import {
  endSeries,
  findSeries,
  insertSeries,
  listLotSeries,
  listSeries,
  seriesReservations,
  setRenew,
  type SeriesRow,
} from './repository';

export type SeriesDeps = TransitionDeps & Pick<Deps, 'mailer' | 'realtime'>;

const askOf = (body: SeriesBody): SeriesAsk => ({
  lotId: body.parking_lot_id,
  automobileId: body.automobile_id,
  weekdays: [...new Set(body.weekdays)].sort((a, b) => a - b),
  from: body.from,
  to: body.to,
  startDate: body.start_date,
  weeks: body.weeks,
});

export async function previewSeries(
  deps: SeriesDeps,
  user: AuthUser,
  body: SeriesBody,
): Promise<SeriesPreviewContract> {
  const plan = await planSeries(deps, deps.db, user, askOf(body), deps.now());
  const zone = deps.config.APP_TIMEZONE;
  return {
    occurrences: plan.occurrences.map((o) => occurrenceView(o, zone)),
    free_count: plan.free.length,
    total_credits: plan.total,
    balance: plan.balance,
    enough_credits: plan.balance >= plan.total,
  };
}

/** How many times a series' transaction runs when it loses a race for one of its dates. */
const SERIES_ATTEMPTS = 5;

type BookedDates = { plan: SeriesPlan; ids: number[] };

/**
 * Books the free dates of a plan inside `tx`, the plan read under the single booking's locks
 * (planSeries locked: its rules checked per date against the locked lot, car and wallet): every
 * date its own reservation with its own hold, linked to the series, written by one statement
 * (book-dates.ts) where the exclusion constraints still refuse an overlap, failing them all.
 * The wallet must hold them all (422 with both figures), else nothing is written.
 */
export async function bookPlanned(
  deps: Pick<Deps, 'config'>,
  tx: Tx,
  user: AuthUser,
  series: SeriesRow,
  plan: SeriesPlan,
  context: { now: Date; system: SystemAccounts },
): Promise<number[]> {
  if (plan.balance < plan.total) {
    throw new AppError(422, m.insufficientCredits, undefined, undefined, {
      required: plan.total,
      balance: plan.balance,
    });
  }
  const first = plan.free[0];
  if (!first) return [];
  const { language: _language, ...notification } = composeNotification(
    receivedNotice({
      id: plan.spareId,
      ownerId: plan.ownerId,
      place: plan.place,
      registration: plan.registration,
      start: first.start,
      end: first.end,
    }),
    plan.ownerLanguage,
    deps.config.APP_TIMEZONE,
    context.now,
  );
  return writeSeriesDates(
    tx,
    {
      seriesId: series.id,
      userId: user.id,
      lotId: series.parkingLotId,
      automobileId: series.automobileId,
      registration: plan.registration,
      walletId: plan.walletId,
      firstId: plan.spareId,
      dates: plan.free.map((o) => ({ start: o.start, end: o.end, credits: o.credits })),
      notification: { ...notification, dedupeKey: `series:${series.id}:received:${series.blockEnd}` },
      at: context.now,
    },
    context.system,
  );
}

/**
 * POST /reservation-series: every free date booked, or none. One transaction: the key's claim,
 * the plan (read under it), the series row, then each date as its own reservation with its
 * own hold. A date taken meanwhile by another booking (the exclusion constraint refuses it)
 * runs the transaction again, which then sees it taken and books the rest.
 */
export async function bookSeries(
  deps: SeriesDeps,
  user: AuthUser,
  body: SeriesBody,
  hooks: TxHooks,
): Promise<BookedSeriesContract> {
  const ask = askOf(body);
  const now = deps.now();
  const zone = deps.config.APP_TIMEZONE;
  const system = await systemAccounts(deps.db);
  let booked: BookedDates & { series: SeriesRow };
  for (let attempt = 1; ; attempt += 1) {
    try {
      booked = await deps.db.transaction(async (tx) => {
        await hooks.claim(tx);
        await queueOnLot(tx, ask.lotId);
        const plan = await planSeries(deps, tx, user, ask, now, true);
        if (plan.free.length === 0) throw validationFailed({ weekdays: [m.noneFree] }, m.noneFree);
        const series = await insertSeries(tx, {
          userId: user.id,
          parkingLotId: ask.lotId,
          automobileId: ask.automobileId,
          weekdays: [...ask.weekdays],
          fromTime: ask.from,
          toTime: ask.to,
          startDate: ask.startDate,
          weeks: ask.weeks,
          renew: body.renew,
          blockEnd: blockEndOf(ask.startDate, ask.weeks),
          createdAt: now,
        });
        const ids = await bookPlanned(deps, tx, user, series, plan, { now, system });
        await hooks.record(tx, 201, `/api/reservation-series/${series.id}`);
        return { plan, ids, series };
      });
      break;
    } catch (err) {
      const lost = overlapOf(err) !== undefined || isRetryable(err);
      if (lost && attempt < SERIES_ATTEMPTS) continue;
      if (lost) throw conflict(m.raceLost);
      throw err;
    }
  }
  // The answer does not wait for the driver's notice (every notice is written after commit).
  void announceBooked(deps, user, booked.series, booked.plan, booked.ids, now, 'series.booked');
  const view = await seriesView(deps, user, booked.series.id);
  return { ...view, skipped: booked.plan.occurrences.filter((o) => o.reason).map((o) => occurrenceView(o, zone)) };
}

/**
 * After commit: the events of each new reservation (the owner's calendar, metrics) and the
 * driver's notice, which the returned promise waits for (it never rejects): a request answers
 * without it, the renewal job ends only once the driver is told.
 */
export function announceBooked(
  deps: SeriesDeps,
  user: Pick<AuthUser, 'id'>,
  series: SeriesRow,
  plan: SeriesPlan,
  ids: number[],
  now: Date,
  kind: 'series.booked' | 'series.renewed',
): Promise<void> {
  plan.free.forEach((o, i) => {
    const id = ids[i];
    if (id === undefined) return;
    reportReservationEvent(deps, {
      type: 'created',
      reservation: { id, userId: user.id, parkingLotId: series.parkingLotId },
      ownerId: plan.ownerId,
      actorId: user.id,
      at: now,
      credits: { held: o.credits },
    });
  });
  return tellDriver(deps, {
    userId: user.id,
    type: kind,
    messageId: kind,
    values: {
      place: plan.place,
      registration: plan.registration,
      count: plan.free.length,
      from: series.fromTime,
      to: series.toTime,
      first: shownDate(plan.free[0]),
      last: shownDate(plan.free.at(-1)),
      credits: plan.total,
    },
    url: '/reservations',
    dedupeKey: `series:${series.id}:${kind}:${series.blockEnd}`,
  });
}

const shownDate = (o: PlannedOccurrence | undefined) => (o ? displayCalendarDate(o.date) : '');

async function seriesView(deps: SeriesDeps, user: AuthUser, id: number): Promise<ReservationSeriesContract> {
  const detail = await findSeries(deps.db, user.id, id);
  if (!detail) throw notFound();
  const rows = await seriesReservations(deps.db, [id]);
  return toSeriesView(detail, rows, deps.config.APP_TIMEZONE, deps.now());
}

export const getSeries = seriesView;

export async function listDriverSeries(
  deps: SeriesDeps,
  user: AuthUser,
): Promise<{ data: ReservationSeriesContract[] }> {
  const details = await listSeries(deps.db, user.id);
  const rows = await seriesReservations(
    deps.db,
    details.map((d) => d.series.id),
  );
  const zone = deps.config.APP_TIMEZONE;
  const now = deps.now();
  return {
    data: details.map((d) =>
      toSeriesView(
        d,
        rows.filter((r) => r.seriesId === d.series.id),
        zone,
        now,
      ),
    ),
  };
}

/**
 * GET /parking-lots/{id}/reservation-series: the series on one of the owner's lots that still
 * have dates to come, each as one thing (the driver's car, the days and hours, its dates) for
 * the lot's calendar. Someone else's lot is 404.
 */
export async function listLotSeriesForOwner(
  deps: SeriesDeps,
  user: AuthUser,
  lotId: number,
): Promise<{ data: ReservationSeriesContract[] }> {
  const details = await listLotSeries(deps.db, user.id, lotId);
  if (!details) throw notFound();
  const rows = await seriesReservations(
    deps.db,
    details.map((d) => d.series.id),
  );
  const zone = deps.config.APP_TIMEZONE;
  const now = deps.now();
  const views = details.map((d) =>
    toSeriesView(
      d,
      rows.filter((r) => r.seriesId === d.series.id),
      zone,
      now,
    ),
  );
  return { data: views.filter((v) => v.remaining.length > 0) };
}

export async function updateSeries(
  deps: SeriesDeps,
  user: AuthUser,
  id: number,
  renew: boolean,
): Promise<ReservationSeriesContract> {
  if (!(await setRenew(deps.db, user.id, id, renew))) throw notFound();
  return seriesView(deps, user, id);
}

/**
 * DELETE /reservation-series/{id}?from=&to=: each open date of the range (every one still to
 * come when no range is given) cancelled by the ordinary cancel of one reservation, with its
 * rules and its one refund line; a date that may no longer be cancelled (started) is left.
 */
export async function cancelSeries(
  deps: SeriesDeps,
  user: AuthUser,
  id: number,
  range: { from?: string; to?: string },
): Promise<CancelledSeriesContract> {
  if (range.from && range.to && range.to < range.from) throw validationFailed({ to: [m.rangeInvalid] });
  const detail = await findSeries(deps.db, user.id, id);
  if (!detail) throw notFound();
  const zone = deps.config.APP_TIMEZONE;
  const whole = !range.from && !range.to;
  const rows = (await seriesReservations(deps.db, [id])).filter((r) => {
    if (r.status !== 'scheduled' && r.status !== 'active') return false;
    const date = calendarDateIn(r.startTime, zone);
    return (!range.from || date >= range.from) && (!range.to || date <= range.to);
  });
  const cancelled: CancelledSeriesContract['cancelled'] = [];
  for (const r of rows) {
    try {
      const view = await changeReservationStatus(deps, user, r.id, 'cancelled');
      cancelled.push({
        reservation_id: r.id,
        date: calendarDateIn(r.startTime, zone),
        refunded: view.credits_reserved - view.credits_paid,
      });
    } catch (err) {
      // Started (or settled meanwhile): the ordinary rules keep it.
      if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
    }
  }
  if (whole) await endSeries(deps.db, id);
  const refunded = cancelled.reduce((sum, c) => sum + c.refunded, 0);
  if (cancelled.length > 0) {
    void tellDriver(deps, {
      userId: user.id,
      type: 'series.cancelled',
      messageId: 'series.cancelled',
      values: { place: detail.place, count: cancelled.length, credits: refunded },
      url: '/reservations',
    });
  }
  return { cancelled, refunded_total: refunded, series: await seriesView(deps, user, id) };
}
