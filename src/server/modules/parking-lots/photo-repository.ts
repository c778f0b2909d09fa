import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lotPhotos } from '../../db/schema/index';

export type PhotoFacts = { id: number; lotId: number; width: number; height: number };

/** The photos of each lot (no image bytes), in the owner's order: one query for a page of lots. */
export async function photosByLot(db: Db | Tx, lotIds: number[]): Promise<Map<number, PhotoFacts[]>> {
  const byLot = new Map<number, PhotoFacts[]>();
  if (lotIds.length === 0) return byLot;
  const rows = await db
    .select({ id: lotPhotos.id, lotId: lotPhotos.parkingLotId, width: lotPhotos.width, height: lotPhotos.height })
    .from(lotPhotos)
    .where(inArray(lotPhotos.parkingLotId, lotIds))
    .orderBy(asc(lotPhotos.parkingLotId), asc(lotPhotos.position), asc(lotPhotos.id));
  for (const row of rows) byLot.set(row.lotId, [...(byLot.get(row.lotId) ?? []), row]);
  return byLot;
}

export async function countPhotos(tx: Db | Tx, lotId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(lotPhotos).where(eq(lotPhotos.parkingLotId, lotId));
  return row?.n ?? 0;
}

export async function insertPhoto(
  tx: Tx,
  values: Omit<typeof lotPhotos.$inferInsert, 'position' | 'createdAt'>,
): Promise<boolean> {
  // After the others, whatever was deleted in between (the lot row is locked meanwhile).
  const position = sql`(select coalesce(max(${lotPhotos.position}), 0) + 1 from ${lotPhotos}
    where ${lotPhotos.parkingLotId} = ${values.parkingLotId})`;
  // An id already taken inserts nothing (and does not abort the transaction): the caller draws again.
  const inserted = await tx
    .insert(lotPhotos)
    .values({ ...values, position })
    .onConflictDoNothing({ target: lotPhotos.id })
    .returning({ id: lotPhotos.id });
  return inserted.length > 0;
}

/** True when the lot had that photo. */
export async function deletePhoto(db: Db | Tx, lotId: number, photoId: number): Promise<boolean> {
  const deleted = await db
    .delete(lotPhotos)
    .where(and(eq(lotPhotos.id, photoId), eq(lotPhotos.parkingLotId, lotId)))
    .returning({ id: lotPhotos.id });
  return deleted.length > 0;
}

/** The stored WebP bytes of a lot's photo, full size or thumbnail. */
export async function photoBytes(
  db: Db,
  lotId: number,
  photoId: number,
  size: 'full' | 'thumb',
): Promise<Buffer | undefined> {
  const column = size === 'thumb' ? lotPhotos.thumb : lotPhotos.image;
  const [row] = await db
    .select({ bytes: column })
    .from(lotPhotos)
    .where(and(eq(lotPhotos.id, photoId), eq(lotPhotos.parkingLotId, lotId)))
    .limit(1);
  return row?.bytes;
}
