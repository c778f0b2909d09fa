import { calendarDateIn, displayCalendarDate } from '../../../domain/calendar-date';
import {
  RENEWAL_NOTICE_DAYS,
  RENEWAL_WEEKS,
  addDays,
  blockEndOf,
  renewalDate,
} from '../../../domain/reservation-series';
import { AppError } from '../../lib/errors';
import { systemAccounts } from '../credits/index';
import { queueOnLot } from '../reservations/index';
import { findUserById } from '../users/index';
import { tellDriver } from './notices';
import { planSeries, type SeriesAsk } from './preview';
import {
  advanceBlock,
  endSeries,
  findSeries,
  lockForRenewal,
  markNoticed,
  renewingBy,
  renewingOne,
  type SeriesRow,
} from './repository';
import { announceBooked, bookPlanned, type SeriesDeps } from './service';

/** The next block of a series: RENEWAL_WEEKS weeks from the end of the current one. */
const nextBlock = (s: SeriesRow): SeriesAsk => ({
  lotId: s.parkingLotId,
  automobileId: s.automobileId,
  weekdays: s.weekdays,
  from: s.fromTime,
  to: s.toTime,
  startDate: s.blockEnd,
  weeks: RENEWAL_WEEKS,
});

/**
 * Monthly parking (docs/recurring.md), a job safe in every process at once:
 * - RENEWAL_NOTICE_DAYS before a renewing series' block ends, the driver is told what the next
 *   4 weeks will hold (once per block: noticed_block_end is set by a compare-and-swap);
 * - the day before it ends, the next block's free dates are booked in one transaction, all or
 *   none, under an advisory lock per series (a second process skips it) and the row's lock;
 *   the block end moves on with them. When the wallet cannot hold them, or none is free,
 *   nothing is booked, the series stops renewing and the driver is told.
 * Returns how many series it renewed or ended.
 */
export async function runSeriesRenewals(deps: SeriesDeps): Promise<number> {
  const now = deps.now();
  const zone = deps.config.APP_TIMEZONE;
  const today = calendarDateIn(now, zone);
  let done = 0;
  for (const series of await renewingBy(deps.db, addDays(today, RENEWAL_NOTICE_DAYS))) {
    const user = await findUserById(deps.db, series.userId);
    if (!user) continue;
    if (series.noticedBlockEnd !== series.blockEnd) await notice(deps, user, series, now);
    if (today >= renewalDate(series.blockEnd) && (await renew(deps, user, series, now))) done += 1;
  }
  return done;
}

/** What one renewal booked: the new reservations (none when it failed or another process ran it). */
export type Renewal = { id: number; start: Date; end: Date }[];

/**
 * Renews one series now, whatever the date (the renewal job calls it when due; the ledger
 * model test, to renew within its minutes-long runs). Undefined when it is not renewing.
 */
export async function renewSeriesNow(deps: SeriesDeps, id: number): Promise<Renewal | undefined> {
  const [series] = await renewingOne(deps.db, id);
  if (!series) return undefined;
  const user = await findUserById(deps.db, series.userId);
  return user ? renew(deps, user, series, deps.now()) : undefined;
}

type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

async function notice(deps: SeriesDeps, user: User, series: SeriesRow, now: Date): Promise<void> {
  if (!(await markNoticed(deps.db, series.id, series.blockEnd))) return;
  let count = 0;
  let credits = 0;
  try {
    const plan = await planSeries(deps, deps.db, user, nextBlock(series), now);
    count = plan.free.length;
    credits = plan.total;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
  await tellDriver(deps, {
    userId: user.id,
    type: 'series.renewal_notice',
    messageId: 'series.renewal_notice',
    values: { date: displayCalendarDate(series.blockEnd), place: await placeOf(deps, series), count, credits },
    url: '/reservations',
    dedupeKey: `series:${series.id}:notice:${series.blockEnd}`,
  });
}

async function placeOf(deps: SeriesDeps, series: SeriesRow): Promise<string> {
  return (await findSeries(deps.db, series.userId, series.id))?.place ?? '';
}

async function renew(deps: SeriesDeps, user: User, series: SeriesRow, now: Date): Promise<Renewal | undefined> {
  const system = await systemAccounts(deps.db);
  const ask = nextBlock(series);
  const nextEnd = blockEndOf(series.blockEnd, RENEWAL_WEEKS);
  let failure: { reason: 'credits' | 'none'; credits: number; balance: number } | undefined;
  let renewed;
  try {
    renewed = await deps.db.transaction(async (tx) => {
      const locked = await lockForRenewal(tx, series.id, series.blockEnd);
      if (!locked) return undefined;
      await queueOnLot(tx, series.parkingLotId);
      const plan = await planSeries(deps, tx, user, ask, now, true);
      if (plan.free.length === 0) {
        failure = { reason: 'none', credits: 0, balance: plan.balance };
      } else if (plan.balance < plan.total) {
        failure = { reason: 'credits', credits: plan.total, balance: plan.balance };
      }
      if (failure) {
        await endSeries(tx, series.id);
        return { plan, ids: [] as number[] };
      }
      // The notice key of the next block: the new dates' owner notice is one per block.
      const ids = await bookPlanned(deps, tx, user, { ...locked, blockEnd: nextEnd }, plan, { now, system });
      await advanceBlock(tx, series.id, nextEnd, locked.weeks + RENEWAL_WEEKS);
      return { plan, ids };
    });
  } catch (err) {
    // A rule of the lot or the car refuses the whole block (the lot withdrawn, the car gone).
    if (!(err instanceof AppError)) throw err;
    await endSeries(deps.db, series.id);
    failure = { reason: 'none', credits: 0, balance: 0 };
    renewed = { plan: undefined, ids: [] };
  }
  if (!renewed) return undefined;
  const place = await placeOf(deps, series);
  if (failure || !renewed.plan) {
    await tellDriver(deps, {
      userId: user.id,
      type: 'series.renewal_failed',
      messageId: 'series.renewal_failed',
      values: {
        place,
        reason: failure?.reason ?? 'none',
        credits: failure?.credits ?? 0,
        balance: failure?.balance ?? 0,
      },
      url: '/reservations',
      dedupeKey: `series:${series.id}:renewal_failed:${series.blockEnd}`,
    });
    return [];
  }
  await announceBooked(deps, user, { ...series, blockEnd: nextEnd }, renewed.plan, renewed.ids, now, 'series.renewed');
  const plan = renewed.plan;
  return renewed.ids.map((id, i) => ({ id, start: plan.free[i]!.start, end: plan.free[i]!.end }));
}
