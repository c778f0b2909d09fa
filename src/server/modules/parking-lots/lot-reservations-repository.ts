import { and, asc, count, eq, gt, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { Period } from '../../../domain/availability';
import type { Db, Tx } from '../../db/client';
import { reservations } from '../../db/schema/index';

/** The viewer's own earliest open reservation on a lot. */
export type MyReservation = { id: number; registration: string };

// Written exactly as in the exclusion constraint so the planner can use its GiST index.
const isOpen = sql`${reservations.status} in ('scheduled', 'active')`;
const overlaps = (range: Period) =>
  sql`tstzrange(${reservations.startTime}, ${reservations.endTime}, '[)') && tstzrange(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz, '[)')`;

/** Scheduled or active reservations of these lots that overlap the range, by lot. */
export async function bookedPeriodsByLot(db: Db | Tx, lotIds: number[], range: Period): Promise<Map<number, Period[]>> {
  const out = new Map<number, Period[]>();
  if (lotIds.length === 0) return out;
  const rows = await db
    .select({ lotId: reservations.parkingLotId, from: reservations.startTime, to: reservations.endTime })
    .from(reservations)
    .where(and(inArray(reservations.parkingLotId, lotIds), isOpen, overlaps(range)));
  for (const row of rows) {
    const list = out.get(row.lotId) ?? [];
    list.push({ from: row.from, to: row.to });
    out.set(row.lotId, list);
  }
  return out;
}

/**
 * The start of each lot's first scheduled or active reservation that starts at or after `at`
 * (past a searched range: where its last free period stops).
 */
export async function nextBookingStartsByLot(db: Db | Tx, lotIds: number[], at: Date): Promise<Map<number, Date>> {
  if (lotIds.length === 0) return new Map();
  const rows = await db
    .select({ lotId: reservations.parkingLotId, start: min(reservations.startTime) })
    .from(reservations)
    .where(and(inArray(reservations.parkingLotId, lotIds), isOpen, gte(reservations.startTime, at)))
    .groupBy(reservations.parkingLotId);
  return new Map(rows.flatMap((r) => (r.start ? [[r.lotId, r.start] as const] : [])));
}

/** The user's earliest scheduled or active (not yet ended) reservation on each of these lots that overlaps `during`. */
export async function myReservationsByLot(
  db: Db | Tx,
  userId: number,
  lotIds: number[],
  now: Date,
  during: Period,
): Promise<Map<number, MyReservation>> {
  const out = new Map<number, MyReservation>();
  if (lotIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([reservations.parkingLotId], {
      lotId: reservations.parkingLotId,
      id: reservations.id,
      registration: reservations.automobileRegistration,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        inArray(reservations.parkingLotId, lotIds),
        isOpen,
        gt(reservations.endTime, now),
        gt(reservations.endTime, during.from),
        lt(reservations.startTime, during.to),
      ),
    )
    .orderBy(reservations.parkingLotId, asc(reservations.startTime), asc(reservations.id));
  for (const row of rows) out.set(row.lotId, { id: row.id, registration: row.registration });
  return out;
}

/** How many scheduled or active reservations that have not ended each lot has. */
export async function upcomingCountsByLot(db: Db | Tx, lotIds: number[], now: Date): Promise<Map<number, number>> {
  if (lotIds.length === 0) return new Map();
  const rows = await db
    .select({ lotId: reservations.parkingLotId, n: count() })
    .from(reservations)
    .where(and(inArray(reservations.parkingLotId, lotIds), isOpen, gt(reservations.endTime, now)))
    .groupBy(reservations.parkingLotId);
  return new Map(rows.map((r) => [r.lotId, r.n]));
}

/** The lot's scheduled or active reservations that have not ended (for the narrowing check). */
export async function upcomingPeriods(db: Db | Tx, lotId: number, now: Date): Promise<Period[]> {
  return db
    .select({ from: reservations.startTime, to: reservations.endTime })
    .from(reservations)
    .where(and(eq(reservations.parkingLotId, lotId), isOpen, gt(reservations.endTime, now)));
}

/** Whether any reservation, of any status, names the lot (its history needs the lot row). */
export async function hasAnyReservation(db: Db | Tx, lotId: number): Promise<boolean> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.parkingLotId, lotId))
    .limit(1);
  return rows.length > 0;
}
