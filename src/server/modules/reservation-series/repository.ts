import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { automobiles, parkingLots, reservations, reservationSeries } from '../../db/schema/index';

export type SeriesRow = typeof reservationSeries.$inferSelect;
export type NewSeries = typeof reservationSeries.$inferInsert;

/** A series with what its view shows of its lot and car. */
export type SeriesDetail = { series: SeriesRow; place: string; registration: string };

export async function insertSeries(tx: Tx, values: NewSeries): Promise<SeriesRow> {
  const [row] = await tx.insert(reservationSeries).values(values).returning();
  if (!row) throw new Error('series insert returned nothing');
  return row;
}

const detailColumns = {
  series: reservationSeries,
  place: parkingLots.identifier,
  registration: automobiles.registrationNumber,
};

/** The driver's series (404 for anyone else's: undefined). */
export async function findSeries(db: Db | Tx, userId: number, id: number): Promise<SeriesDetail | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(reservationSeries)
    .innerJoin(parkingLots, eq(parkingLots.id, reservationSeries.parkingLotId))
    .innerJoin(automobiles, eq(automobiles.id, reservationSeries.automobileId))
    .where(and(eq(reservationSeries.id, id), eq(reservationSeries.userId, userId)));
  return row;
}

/** Series with their lot and car, newest first (at most 100). */
function seriesDetails(db: Db, where: SQL): Promise<SeriesDetail[]> {
  return db
    .select(detailColumns)
    .from(reservationSeries)
    .innerJoin(parkingLots, eq(parkingLots.id, reservationSeries.parkingLotId))
    .innerJoin(automobiles, eq(automobiles.id, reservationSeries.automobileId))
    .where(where)
    .orderBy(desc(reservationSeries.id))
    .limit(100);
}

export async function listSeries(db: Db, userId: number): Promise<SeriesDetail[]> {
  return seriesDetails(db, eq(reservationSeries.userId, userId));
}

/** The series booked on a lot, if `ownerId` owns it (undefined: not found for them), newest first. */
export async function listLotSeries(db: Db, ownerId: number, lotId: number): Promise<SeriesDetail[] | undefined> {
  const [lot] = await db
    .select({ id: parkingLots.id })
    .from(parkingLots)
    .where(and(eq(parkingLots.id, lotId), eq(parkingLots.ownerId, ownerId)));
  if (!lot) return undefined;
  return seriesDetails(db, eq(reservationSeries.parkingLotId, lotId));
}

export type SeriesReservation = Pick<
  typeof reservations.$inferSelect,
  'id' | 'startTime' | 'endTime' | 'status' | 'creditsReserved' | 'seriesId'
>;

/** The reservations of some series, by start. */
export async function seriesReservations(db: Db | Tx, seriesIds: number[]): Promise<SeriesReservation[]> {
  if (seriesIds.length === 0) return [];
  return db
    .select({
      id: reservations.id,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
      status: reservations.status,
      creditsReserved: reservations.creditsReserved,
      seriesId: reservations.seriesId,
    })
    .from(reservations)
    .where(inArray(reservations.seriesId, seriesIds))
    .orderBy(asc(reservations.startTime));
}

export async function setRenew(db: Db, userId: number, id: number, renew: boolean): Promise<boolean> {
  const rows = await db
    .update(reservationSeries)
    .set({ renew })
    .where(and(eq(reservationSeries.id, id), eq(reservationSeries.userId, userId)))
    .returning({ id: reservationSeries.id });
  return rows.length > 0;
}

/** Ends a series: no more renewals (its booked dates stay as they are). */
export async function endSeries(db: Db | Tx, id: number): Promise<void> {
  await db.update(reservationSeries).set({ status: 'ended', renew: false }).where(eq(reservationSeries.id, id));
}

/** The renewing series whose block ends by `until` (the renewal job). */
export async function renewingBy(db: Db, until: string, limit = 200): Promise<SeriesRow[]> {
  return db
    .select()
    .from(reservationSeries)
    .where(
      and(
        eq(reservationSeries.renew, true),
        eq(reservationSeries.status, 'active'),
        lte(reservationSeries.blockEnd, until),
      ),
    )
    .orderBy(asc(reservationSeries.blockEnd), asc(reservationSeries.id))
    .limit(limit);
}

export async function renewingOne(db: Db, id: number): Promise<SeriesRow[]> {
  return db
    .select()
    .from(reservationSeries)
    .where(
      and(eq(reservationSeries.id, id), eq(reservationSeries.renew, true), eq(reservationSeries.status, 'active')),
    );
}

/** Marks the renewal notice of a block as given; false when another process gave it first. */
export async function markNoticed(db: Db, id: number, blockEnd: string): Promise<boolean> {
  const rows = await db
    .update(reservationSeries)
    .set({ noticedBlockEnd: blockEnd })
    .where(
      and(
        eq(reservationSeries.id, id),
        eq(reservationSeries.blockEnd, blockEnd),
        sql`${reservationSeries.noticedBlockEnd} is distinct from ${blockEnd}::date`,
      ),
    )
    .returning({ id: reservationSeries.id });
  return rows.length > 0;
}

/**
 * Locks a series for its renewal: an advisory transaction lock first (a second process sweeping
 * at once skips it rather than waiting), then the row, still renewing with that block end.
 */
export async function lockForRenewal(tx: Tx, id: number, blockEnd: string): Promise<SeriesRow | undefined> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${SERIES_LOCK}::integer, ${id}::integer) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  if (!result.rows[0]?.locked) return undefined;
  const [row] = await tx
    .select()
    .from(reservationSeries)
    .where(
      and(
        eq(reservationSeries.id, id),
        eq(reservationSeries.blockEnd, blockEnd),
        eq(reservationSeries.renew, true),
        eq(reservationSeries.status, 'active'),
      ),
    )
    .for('update');
  return row;
}

/** The advisory lock space of series renewals (with the series id as the second key). */
const SERIES_LOCK = 46_001;

export async function advanceBlock(tx: Tx, id: number, blockEnd: string, weeks: number): Promise<void> {
  await tx.update(reservationSeries).set({ blockEnd, weeks }).where(eq(reservationSeries.id, id));
}
