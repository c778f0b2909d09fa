import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { openStatuses } from '../../../domain/reservation-status';
import { automobiles, reservations } from '../../db/schema/index';

export type Automobile = typeof automobiles.$inferSelect;
export type AutomobileFields = {
  make?: string | null;
  model?: string | null;
  vin?: string | null;
  heightCm?: number | null;
  lengthCm?: number | null;
};

export async function listAutomobiles(db: Db | Tx, userId: number): Promise<Automobile[]> {
  return db.select().from(automobiles).where(eq(automobiles.userId, userId)).orderBy(asc(automobiles.id));
}

/** One of the user's automobiles; undefined for another's id as for an unknown one. */
export async function findAutomobile(db: Db | Tx, userId: number, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(automobiles)
    .where(and(eq(automobiles.id, id), eq(automobiles.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findByRegistration(db: Db | Tx, userId: number, registrationNumber: string) {
  const [row] = await db
    .select({ id: automobiles.id })
    .from(automobiles)
    .where(and(eq(automobiles.userId, userId), eq(automobiles.registrationNumber, registrationNumber)))
    .limit(1);
  return row;
}

export async function insertAutomobile(
  db: Db | Tx,
  values: AutomobileFields & { userId: number; registrationNumber: string },
  now: Date,
): Promise<Automobile> {
  const [row] = await db
    .insert(automobiles)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('automobile insert returned nothing');
  return row;
}

/** The changed row; undefined when it was deleted meanwhile. */
export async function updateAutomobile(
  db: Db | Tx,
  id: number,
  changes: AutomobileFields,
  now: Date,
): Promise<Automobile | undefined> {
  const [row] = await db
    .update(automobiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(automobiles.id, id))
    .returning();
  return row;
}

/** Scheduled or active reservations of the automobile that have not ended yet. */
export async function hasOpenReservation(db: Db | Tx, automobileId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.automobileId, automobileId),
        inArray(reservations.status, [...openStatuses]),
        gt(reservations.endTime, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Reservations keep the registration they were made with (automobile_registration), so
 * past ones let go of the automobile row instead of blocking its deletion. Call only
 * after checking that no open reservation remains, with the automobile row locked.
 */
export async function detachReservations(tx: Tx, automobileId: number, now: Date): Promise<void> {
  await tx
    .update(reservations)
    .set({ automobileId: null, updatedAt: now })
    .where(eq(reservations.automobileId, automobileId));
}

export async function deleteAutomobile(tx: Tx, id: number): Promise<void> {
  await tx.delete(automobiles).where(eq(automobiles.id, id));
}
