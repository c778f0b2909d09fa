import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { parkingLots, ratingReports, ratings, users } from '../../db/schema/index';

/** A report an administrator has not decided on yet: newer than the rating's last decision. */
const pendingReport = sql`exists (select 1 from ${ratingReports} rp where rp.rating_id = ${ratings.id}
  and rp.created_at > coalesce(${ratings.moderatedAt}, '-infinity'::timestamptz))`;

/** Ratings with a report waiting for a decision, the longest waiting first (at most `limit`). */
export async function reportedRatings(db: Db, limit: number) {
  const rows = await db
    .select({
      rating: ratings,
      raterName: sql<string>`split_part(${users.name}, ' ', 1)`,
      lotIdentifier: parkingLots.identifier,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.raterId))
    .innerJoin(parkingLots, eq(parkingLots.id, ratings.parkingLotId))
    .where(pendingReport)
    .orderBy(ratings.id)
    .limit(limit);
  const ids = rows.map((row) => row.rating.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({
            ratingId: ratingReports.ratingId,
            reporterName: users.name,
            reason: ratingReports.reason,
            createdAt: ratingReports.createdAt,
          })
          .from(ratingReports)
          .innerJoin(users, eq(users.id, ratingReports.reporterId))
          .where(inArray(ratingReports.ratingId, ids))
          .orderBy(desc(ratingReports.createdAt));
  return rows.map((row) => ({ ...row, reports: reports.filter((r) => r.ratingId === row.rating.id) }));
}

/**
 * Writes an administrator's decision on a reported rating, once per wave of reports: only
 * while a report is newer than the last decision (compare-and-swap), so two administrators
 * deciding at once decide once. Returns the rating's state before and after.
 */
export async function moderateRating(
  tx: Tx,
  input: { id: number; decision: 'hide' | 'keep'; adminId: number; at: Date },
) {
  const [before] = await tx
    .select({ hidden: ratings.hidden, parkingLotId: ratings.parkingLotId })
    .from(ratings)
    .where(eq(ratings.id, input.id))
    .for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(ratings)
    .set({
      hidden: input.decision === 'hide',
      moderation: input.decision,
      moderatedAt: input.at,
      moderatedBy: input.adminId,
    })
    .where(and(eq(ratings.id, input.id), pendingReport))
    .returning({ hidden: ratings.hidden });
  return after ? { before, after } : null;
}
