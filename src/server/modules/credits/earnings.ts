import { DateTime } from 'luxon';
import { apiDayPattern } from '../../../domain/calendar-date';
import type { EarningsContract, EarningsGroup } from '../../../domain/contracts/credits';
import type { Deps } from '../../deps';
import { validationFailed, type FieldErrors } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import { sumPayouts } from './earnings-repository';

const m = {
  invalidDay: /*i18n*/ { id: 'credits.earnings.invalid_day', message: 'Enter a date as YYYY-MM-DD.' },
  toBeforeFrom: /*i18n*/ { id: 'credits.earnings.to_before_from', message: 'The end must not be before the start.' },
  tooLong: /*i18n*/ { id: 'credits.earnings.too_long', message: 'Choose at most 366 periods.' },
} satisfies Record<string, ServerMessage>;

/** More periods than a chart can show is a mistake, and an unbounded query (the message says 366). */
const MAX_EARNINGS_PERIODS = 366;

/** Periods shown when no start is given: two weeks of days, twelve weeks, twelve months. */
const defaultSpan: Record<EarningsGroup, number> = { day: 14, week: 12, month: 12 };

export type EarningsQuery = { group: EarningsGroup; from?: string; to?: string };

function parseDay(text: string, zone: string): DateTime | undefined {
  if (!apiDayPattern.test(text.trim())) return undefined;
  const day = DateTime.fromISO(text.trim(), { zone });
  return day.isValid ? day.startOf('day') : undefined;
}

/**
 * GET /credits/earnings: the owner's payouts per period of the app's zone, every period from
 * the one holding `from` to the one holding `to` (empty ones as 0, so a chart needs no gaps
 * filled), with totals.
 */
export async function earningsOf(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  userId: number,
  query: EarningsQuery,
): Promise<EarningsContract> {
  const zone = deps.config.APP_TIMEZONE;
  const unit = query.group;
  const errors: FieldErrors = {};
  const today = DateTime.fromJSDate(deps.now(), { zone }).startOf('day');
  const lastDay = query.to ? parseDay(query.to, zone) : today;
  if (!lastDay) errors.to = [m.invalidDay];
  const firstDay = query.from
    ? parseDay(query.from, zone)
    : (lastDay ?? today).startOf(unit).minus({ [unit]: defaultSpan[unit] - 1 });
  if (!firstDay) errors.from = [m.invalidDay];
  if (firstDay && lastDay && lastDay < firstDay) errors.to = [m.toBeforeFrom];
  if (Object.keys(errors).length > 0 || !firstDay || !lastDay) throw validationFailed(errors);

  const start = firstDay.startOf(unit);
  const end = lastDay.startOf(unit).plus({ [unit]: 1 });
  const periods: string[] = [];
  for (let p = start; p < end; p = p.plus({ [unit]: 1 })) {
    if (periods.length >= MAX_EARNINGS_PERIODS) {
      throw validationFailed({ from: [m.tooLong] });
    }
    periods.push(p.toISODate() ?? '');
  }
  const rows = await sumPayouts(deps.db, userId, unit, { from: start.toJSDate(), to: end.toJSDate() }, zone);
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const data = periods.map((period) => ({
    period,
    credits: byPeriod.get(period)?.credits ?? 0,
    bookings: byPeriod.get(period)?.bookings ?? 0,
  }));
  return {
    data,
    meta: {
      group: unit,
      from: firstDay.toISODate() ?? '',
      to: lastDay.toISODate() ?? '',
      total_credits: data.reduce((s, p) => s + p.credits, 0),
      total_bookings: data.reduce((s, p) => s + p.bookings, 0),
    },
  };
}
