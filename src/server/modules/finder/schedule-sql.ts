import { sql, type SQL } from 'drizzle-orm';
import type { Period } from '../../../domain/availability';

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The instants a lot's weekly schedule (parking_lots.weekly_schedule, minutes of the local
 * day) covers on the local days of `range`, as a tstzmultirange (touching intervals merged);
 * null when none falls on those days. Each interval's ends are read on the wall clock of its
 * own day (timestamp AT TIME ZONE), so a schedule keeps its local hours across a
 * daylight-saving change: the SQL twin of domain/weekly-schedule.ts scheduledPeriods (the
 * finder's list answer is compared with the presenter's on both databases).
 */
export function scheduledRanges(schedule: SQL, range: Period, zone: string): SQL {
  const day = (at: Date) => sql`(${ts(at)} at time zone ${zone})::date::timestamp`;
  return sql`(select range_agg(tstzrange(
        (d.day + make_interval(mins => (e->>'from')::int)) at time zone ${zone},
        (d.day + make_interval(mins => (e->>'to')::int)) at time zone ${zone}, '[)'))
      from generate_series(${day(range.from)}, ${day(range.to)}, interval '1 day') as d(day)
      join jsonb_array_elements(${schedule}) as e on (e->>'day')::int = extract(isodow from d.day)::int)`;
}

/** True when the lot has no schedule, or its schedule covers the whole range. */
export function scheduleCoversSql(schedule: SQL, range: Period, zone: string): SQL {
  return sql`(${schedule} is null or coalesce(${scheduledRanges(schedule, range, zone)} @> tstzrange(${ts(range.from)}, ${ts(range.to)}, '[)'), false))`;
}
