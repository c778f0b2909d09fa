import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  ownerSearchHolds,
  ownerStrikes,
  parkingLots,
  reservationReports,
  reservations,
  users,
} from '../../db/schema/index';
import { REPORT_CONTEST_MS, STRIKE_MEMORY_DAYS } from '../../../domain/rating-rules';

type Inserted = { rows: { owner_id: number }[] };
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const DAY_MS = 86_400_000;

/**
 * Writes the strikes that happened and are not written yet (once per reservation and kind:
 * the job and the event after a cancel may both try). A cancel by the lot's owner (of someone
 * else's booking); a "spot taken" report that stood: not contested within 72 hours and not
 * held, or refunded by an administrator. `since`: how far back to look for each. Returns the owners
 * with a new strike.
 */
export async function recordStrikes(
  db: Db,
  now: Date,
  since: { cancels: Date; reports: Date },
  ownerId?: number,
): Promise<number[]> {
  const owner = ownerId === undefined ? sql`true` : sql`pl.owner_id = ${ownerId}`;
  const lapsed = new Date(now.getTime() - REPORT_CONTEST_MS);
  const cancels = (await db.execute(sql`
    insert into ${ownerStrikes} (reservation_id, kind, owner_id, at)
    select r.id, 'cancel', pl.owner_id, r.cancelled_at
    from ${reservations} r join ${parkingLots} pl on pl.id = r.parking_lot_id
    where r.status = 'cancelled' and r.cancelled_at > ${ts(since.cancels)} and r.cancelled_at <= ${ts(now)}
      and r.cancelled_by = pl.owner_id and r.user_id <> pl.owner_id and ${owner}
      and not exists (select 1 from ${reservationReports} rr where rr.reservation_id = r.id)
    on conflict do nothing
    returning owner_id`)) as unknown as Inserted;
  const reports = (await db.execute(sql`
    insert into ${ownerStrikes} (reservation_id, kind, owner_id, at)
    select rr.reservation_id, 'report', pl.owner_id, rr.reported_at
    from ${reservationReports} rr
      join ${reservations} r on r.id = rr.reservation_id
      join ${parkingLots} pl on pl.id = r.parking_lot_id
    where rr.reported_at > ${ts(since.reports)} and ${owner}
      and (rr.settlement = 'refund'
        or (rr.settlement is null and not rr.held and rr.contested_at is null and rr.reported_at <= ${ts(lapsed)}))
    on conflict do nothing
    returning owner_id`)) as unknown as Inserted;
  return [...new Set([...cancels.rows, ...reports.rows].map((row) => Number(row.owner_id)))];
}

/** The last time an administrator restored the owner's lots (strikes before it do not count towards removal). */
const lastRestore = (ownerId: number) => sql`coalesce((select max(h.restored_at) from ${ownerSearchHolds} h
  where h.owner_id = ${ownerId} and h.restored_at is not null), '-infinity'::timestamptz)`;

/** Strikes of the owner since `since` (and, for removal, since the last restore). */
export async function countStrikes(db: Db | Tx, ownerId: number, since: Date, afterRestore: boolean): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ownerStrikes)
    .where(
      and(
        eq(ownerStrikes.ownerId, ownerId),
        sql`${ownerStrikes.at} > ${ts(since)}`,
        afterRestore ? sql`${ownerStrikes.at} > ${lastRestore(ownerId)}` : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function strikesOf(db: Db, ownerId: number, now: Date) {
  return db
    .select()
    .from(ownerStrikes)
    .where(
      and(
        eq(ownerStrikes.ownerId, ownerId),
        sql`${ownerStrikes.at} > ${ts(new Date(now.getTime() - STRIKE_MEMORY_DAYS * DAY_MS))}`,
      ),
    )
    .orderBy(desc(ownerStrikes.at));
}

/** Opens the owner's search hold; undefined when one is open already (the partial unique index). */
export async function openHold(tx: Tx, ownerId: number, strikes: number, at: Date) {
  const [row] = await tx
    .insert(ownerSearchHolds)
    .values({ ownerId, strikes, removedAt: at })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findOpenHold(db: Db | Tx, ownerId: number) {
  const [row] = await db
    .select()
    .from(ownerSearchHolds)
    .where(and(eq(ownerSearchHolds.ownerId, ownerId), sql`${ownerSearchHolds.restoredAt} is null`));
  return row;
}

export async function findHold(db: Db | Tx, id: number) {
  const [row] = await db.select().from(ownerSearchHolds).where(eq(ownerSearchHolds.id, id));
  return row;
}

/** Closes the hold once (compare-and-swap on restored_at is null). */
export async function closeHold(tx: Tx, id: number, adminId: number, note: string | null, at: Date) {
  const [row] = await tx
    .update(ownerSearchHolds)
    .set({ restoredAt: at, restoredBy: adminId, note })
    .where(and(eq(ownerSearchHolds.id, id), sql`${ownerSearchHolds.restoredAt} is null`))
    .returning();
  return row;
}

/** The open holds, oldest first, with the owner and the number of their lots. */
export async function openHolds(db: Db) {
  return db
    .select({
      hold: ownerSearchHolds,
      name: users.name,
      email: users.email,
      lots: sql<number>`(select count(*)::int from ${parkingLots} pl where pl.owner_id = ${ownerSearchHolds.ownerId})`,
    })
    .from(ownerSearchHolds)
    .innerJoin(users, eq(users.id, ownerSearchHolds.ownerId))
    .where(sql`${ownerSearchHolds.restoredAt} is null`)
    .orderBy(ownerSearchHolds.removedAt, ownerSearchHolds.id);
}

export async function ownerFacts(db: Db, ownerId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, ownerId));
  return row;
}

export function activeAdministrators(db: Db) {
  return db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(sql`${users.isAdmin} and ${users.suspendedAt} is null`);
}
