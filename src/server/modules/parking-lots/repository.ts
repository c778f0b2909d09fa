import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { parkingLots } from '../../db/schema/index';
import type { LotRow } from './presenter';
import { selectLots } from './lot-query';

export type LotValues = Partial<Omit<typeof parkingLots.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;
export type StoredLot = typeof parkingLots.$inferSelect;

export async function listOwnedLots(db: Db | Tx, ownerId: number): Promise<LotRow[]> {
  return selectLots(db)
    .where(eq(parkingLots.ownerId, ownerId))
    .orderBy(asc(parkingLots.identifier), asc(parkingLots.id));
}

export async function findOwnedLot(db: Db | Tx, ownerId: number, id: number): Promise<LotRow | undefined> {
  const [row] = await selectLots(db)
    .where(and(eq(parkingLots.id, id), eq(parkingLots.ownerId, ownerId)))
    .limit(1);
  return row;
}

/** Locks the owner's lot row until the transaction ends, so no booking slips in meanwhile. */
export async function lockOwnedLot(tx: Tx, ownerId: number, id: number): Promise<StoredLot | undefined> {
  const [lot] = await tx
    .select()
    .from(parkingLots)
    .where(and(eq(parkingLots.id, id), eq(parkingLots.ownerId, ownerId)))
    .for('update');
  return lot;
}

export async function insertLot(
  db: Db | Tx,
  values: LotValues & Pick<typeof parkingLots.$inferInsert, 'ownerId' | 'identifier' | 'latitude' | 'longitude'>,
) {
  const [lot] = await db.insert(parkingLots).values(values).returning({ id: parkingLots.id });
  if (!lot) throw new Error('parking lot insert returned nothing');
  return lot.id;
}

export async function updateLot(db: Db | Tx, id: number, values: LotValues, now: Date): Promise<void> {
  await db
    .update(parkingLots)
    .set({ ...values, updatedAt: now })
    .where(eq(parkingLots.id, id));
}

export async function deleteLot(db: Db | Tx, id: number): Promise<void> {
  await db.delete(parkingLots).where(eq(parkingLots.id, id));
}
