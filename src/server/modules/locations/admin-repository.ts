import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { LocationPayload, LocationUpdate } from '../../../domain/parking-lot';
import type { Db, Tx } from '../../db/client';
import { locationUsers, locations, users } from '../../db/schema/index';
import { containsPattern, countAll, orderBy, type ListSort, type ListTotal } from '../../lib/admin-list';
import { locationColumns, type LocationRow } from './repository';

export type LocationListQuery = {
  q?: string;
  access?: 'public' | 'restricted';
  sort?: string;
  page: number;
  per_page: number;
};

const locationSort: ListSort = {
  fallback: 'title',
  columns: { title: locations.title, created_at: locations.createdAt },
  id: locations.id,
};

export async function pageLocations(db: Db, query: LocationListQuery) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where: SQL | undefined = and(
    pattern ? or(ilike(locations.title, pattern), ilike(locations.address, pattern)) : undefined,
    query.access ? eq(locations.access, query.access) : undefined,
  );
  const order = orderBy(query.sort, locationSort);
  const [rows, [total]] = await Promise.all([
    db
      .select(locationColumns)
      .from(locations)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: countAll() }).from(locations).where(where),
  ]);
  // Locations are few (one per car park): an exact count.
  const counted: ListTotal = { total: total?.n ?? 0, estimated: false };
  return { rows: rows.map((r): LocationRow => ({ ...r, addedAt: null })), total: counted };
}

export async function findLocation(db: Db | Tx, id: number): Promise<LocationRow | undefined> {
  const [row] = await db.select(locationColumns).from(locations).where(eq(locations.id, id)).limit(1);
  return row ? { ...row, addedAt: null } : undefined;
}

/** The location row, locked for the rest of the transaction. */
export async function lockLocation(tx: Tx, id: number) {
  const [row] = await tx.select().from(locations).where(eq(locations.id, id)).for('update');
  return row;
}

export async function insertLocation(tx: Tx, input: LocationPayload, now: Date) {
  const [row] = await tx
    .insert(locations)
    .values({
      title: input.title,
      address: input.address ?? null,
      latitude: input.latitude,
      longitude: input.longitude,
      access: input.access,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('location insert returned nothing');
  return row;
}

export async function updateLocation(tx: Tx, id: number, input: LocationUpdate, now: Date) {
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const [row] = await tx
    .update(locations)
    .set({ ...values, updatedAt: now })
    .where(eq(locations.id, id))
    .returning();
  return row;
}

export async function deleteLocation(tx: Tx, id: number): Promise<void> {
  await tx.delete(locations).where(eq(locations.id, id));
}

export async function listLocationUsers(db: Db, locationId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, addedAt: locationUsers.addedAt })
    .from(locationUsers)
    .innerJoin(users, eq(users.id, locationUsers.userId))
    .where(eq(locationUsers.locationId, locationId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Authorizes a user; false when they already were (the first date added is kept). */
export async function authorizeUser(tx: Tx, locationId: number, userId: number, now: Date) {
  const added = await tx
    .insert(locationUsers)
    .values({ locationId, userId, addedAt: now })
    .onConflictDoNothing()
    .returning({ addedAt: locationUsers.addedAt });
  if (added[0]) return { addedAt: added[0].addedAt, created: true };
  const [row] = await tx
    .select({ addedAt: locationUsers.addedAt })
    .from(locationUsers)
    .where(and(eq(locationUsers.locationId, locationId), eq(locationUsers.userId, userId)));
  return { addedAt: row?.addedAt ?? now, created: false };
}

export async function revokeUser(tx: Tx, locationId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(locationUsers)
    .where(and(eq(locationUsers.locationId, locationId), eq(locationUsers.userId, userId)))
    .returning({ userId: locationUsers.userId });
  return rows.length > 0;
}
