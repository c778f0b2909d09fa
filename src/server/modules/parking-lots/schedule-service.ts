import type { WeeklyScheduleContract } from '../../../domain/contracts/parking-lots';
import { formatScheduleTime, sortIntervals, type ScheduleInterval } from '../../../domain/weekly-schedule';
import type { WeeklyScheduleInput } from '../../../domain/weekly-schedule-schema';
import type { DbClock, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../locations/index';
import { findOwnedLot, lockOwnedLot, updateLot } from './repository';

function scheduleResponse(stored: readonly ScheduleInterval[] | null): WeeklyScheduleContract {
  return {
    weekly: sortIntervals(stored ?? []).map((i) => ({
      day: i.day,
      from: formatScheduleTime(i.from),
      to: formatScheduleTime(i.to),
    })),
  };
}

/** GET /parking-lots/{id}/schedule: the owner's lot's weekly schedule ({weekly: []} when it has none). */
export async function getSchedule(deps: Pick<Deps, 'db'>, viewer: Viewer, id: number): Promise<WeeklyScheduleContract> {
  const row = await findOwnedLot(deps.db, viewer.id, id);
  if (!row) throw notFound();
  return scheduleResponse(row.lot.weeklySchedule);
}

/**
 * PUT /parking-lots/{id}/schedule: replaces the whole schedule ({weekly: []} removes it). The
 * lot row is locked FOR UPDATE, so a booking (which share-locks it and reads the schedule from
 * the same row) sees either the old schedule or the new one. Booked reservations stay as they
 * are, even where the new schedule no longer covers them.
 */
export async function putSchedule(
  deps: DbClock,
  viewer: Viewer,
  id: number,
  input: WeeklyScheduleInput,
): Promise<WeeklyScheduleContract> {
  const weekly = input.weekly.length > 0 ? input.weekly.map(({ day, from, to }) => ({ day, from, to })) : null;
  await deps.db.transaction(async (tx) => {
    const lot = await lockOwnedLot(tx, viewer.id, id);
    if (!lot) throw notFound();
    await updateLot(tx, id, { weeklySchedule: weekly }, deps.now());
  });
  return scheduleResponse(weekly);
}
