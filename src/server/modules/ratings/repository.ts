import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { parkingLots, ratingReports, ratings, reservationReports, reservations, users } from '../../db/schema/index';
import type { RatingSide, RatingTag } from '../../db/schema/index';

export type RatingRow = typeof ratings.$inferSelect;
export type RatingWithRater = { rating: RatingRow; raterName: string };

/** The reservation a rating is about, with its lot's owner and whether it was reported. */
function selectRateable(db: Db | Tx, reservationId: number) {
  return db
    .select({
      id: reservations.id,
      driverId: reservations.userId,
      parkingLotId: reservations.parkingLotId,
      ownerId: parkingLots.ownerId,
      status: reservations.status,
      endTime: reservations.endTime,
      endedAt: reservations.endedAt,
      reported: sql<boolean>`exists (select 1 from ${reservationReports} rr where rr.reservation_id = ${reservations.id})`,
    })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .where(eq(reservations.id, reservationId));
}

/**
 * The rateable reservation with its row locked: the two sides' ratings take turns on it, so the
 * second always sees the first (and reveals both), and 20 parallel posts of one side find the
 * first one's row.
 */
export async function lockRateable(tx: Tx, reservationId: number) {
  const [row] = await selectRateable(tx, reservationId).for('update', { of: reservations });
  return row;
}

/** The same facts without a lock, for reading. */
export async function findRateable(db: Db, reservationId: number) {
  const [row] = await selectRateable(db, reservationId);
  return row;
}
export type Rateable = NonNullable<Awaited<ReturnType<typeof findRateable>>>;

export type NewRating = {
  reservationId: number;
  side: RatingSide;
  raterId: number;
  ratedUserId: number;
  parkingLotId: number;
  stars: number;
  tags: RatingTag[];
  text: string | null;
  createdAt: Date;
  visibleFrom: Date;
};

/** Inserts once per reservation and side; undefined when that side has rated already. */
export async function insertRating(tx: Tx, input: NewRating): Promise<RatingRow | undefined> {
  const [row] = await tx
    .insert(ratings)
    .values(input)
    .onConflictDoNothing({ target: [ratings.reservationId, ratings.side] })
    .returning();
  return row;
}

/** Both sides rated: each shows to the other from now (never later than the 14 days). */
export async function revealBoth(tx: Tx, reservationId: number, now: Date): Promise<void> {
  await tx
    .update(ratings)
    .set({ visibleFrom: sql`least(${ratings.visibleFrom}, ${now.toISOString()}::timestamptz)` })
    .where(eq(ratings.reservationId, reservationId));
}

const raterName = sql<string>`split_part(${users.name}, ' ', 1)`;

export async function ratingsOfReservation(db: Db | Tx, reservationId: number): Promise<RatingWithRater[]> {
  return db
    .select({ rating: ratings, raterName })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .where(eq(ratings.reservationId, reservationId));
}

export async function findRating(db: Db | Tx, id: number): Promise<RatingWithRater | undefined> {
  const [row] = await db
    .select({ rating: ratings, raterName })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .where(eq(ratings.id, id));
  return row;
}

const shownOfLot = (lotId: number, now: Date) =>
  and(
    eq(ratings.parkingLotId, lotId),
    sql`${ratings.side} = 'driver' and not ${ratings.hidden}`,
    sql`${ratings.visibleFrom} <= ${now.toISOString()}::timestamptz`,
  );

/** A lot's shown ratings (the drivers', revealed, not hidden), newest first. */
export async function shownRatingsOfLot(db: Db, lotId: number, now: Date, limit: number) {
  return db
    .select({ rating: ratings, raterName })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .where(shownOfLot(lotId, now))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit);
}

/** Count and sum of stars of each lot's shown ratings (one grouped query for a page of lots). */
export async function ratingTotalsByLot(db: Db | Tx, lotIds: number[], now: Date) {
  const totals = new Map<number, { count: number; sum: number }>();
  if (lotIds.length === 0) return totals;
  const rows = await db
    .select({
      lotId: ratings.parkingLotId,
      count: sql<number>`count(*)::int`,
      sum: sql<number>`sum(${ratings.stars})::int`,
    })
    .from(ratings)
    .where(
      and(
        sql`${ratings.parkingLotId} in (${sql.join(
          lotIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        sql`${ratings.side} = 'driver' and not ${ratings.hidden}`,
        sql`${ratings.visibleFrom} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(ratings.parkingLotId);
  for (const row of rows) totals.set(row.lotId, { count: Number(row.count), sum: Number(row.sum) });
  return totals;
}

/** The owner's one reply: only while none was written (compare-and-swap). */
export async function writeReply(db: Db, ratingId: number, reply: string, at: Date) {
  const [row] = await db
    .update(ratings)
    .set({ reply, repliedAt: at })
    .where(and(eq(ratings.id, ratingId), sql`${ratings.reply} is null`))
    .returning({ id: ratings.id });
  return row;
}

/** A report, once per reporter (a second one changes nothing). */
export async function insertReport(
  db: Db,
  input: { ratingId: number; reporterId: number; reason: string | null; at: Date },
) {
  await db
    .insert(ratingReports)
    .values({ ratingId: input.ratingId, reporterId: input.reporterId, reason: input.reason, createdAt: input.at })
    .onConflictDoNothing();
}
