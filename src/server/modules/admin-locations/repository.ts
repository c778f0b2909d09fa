import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { LocationPayload, LocationUpdate } from '../../../domain/parking-lot';
import type { Db, Tx } from '../../db/client';
import { locationUsers, locations, users } from '../../db/schema/index';
import { locationColumns, type LocationRow } from '../locations/repository';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(ilike(locations.title, likePattern(search)), ilike(locations.address, likePattern(search)));
}

export async function pageLocations(db: Db, search: string | undefined, page: number, perPage: number) {
  const where = searchCondition(search);
  const [rows, [total]] = await Promise.all([
    db
      .select(locationColumns)
      .from(locations)
      .where(where)
      .orderBy(asc(locations.title), asc(locations.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(locations).where(where),
  ]);
  return { rows: rows.map((r): LocationRow => ({ ...r, addedAt: null })), total: total?.n ?? 0 };
}

export async function findLocation(db: Db | Tx, id: number): Promise<LocationRow | undefined> {
  const [row] = await db.select(locationColumns).from(locations).where(eq(locations.id, id)).limit(1);
  return row ? { ...row, addedAt: null } : undefined;
}

export async function insertLocation(db: Db, input: LocationPayload): Promise<number> {
  const [row] = await db
    .insert(locations)
    .values({
      title: input.title,
      address: input.address ?? null,
      latitude: input.latitude,
      longitude: input.longitude,
      access: input.access,
    })
    .returning({ id: locations.id });
  if (!row) throw new Error('location insert returned nothing');
  return row.id;
}

export async function updateLocation(db: Db, id: number, input: LocationUpdate, now: Date): Promise<boolean> {
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const rows = await db
    .update(locations)
    .set({ ...values, updatedAt: now })
    .where(eq(locations.id, id))
    .returning({ id: locations.id });
  return rows.length > 0;
}

/** Lots at the location stay, without a location (the foreign key sets it null). */
export async function deleteLocation(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(locations).where(eq(locations.id, id)).returning({ id: locations.id });
  return rows.length > 0;
}

export async function listLocationUsers(db: Db, locationId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, addedAt: locationUsers.addedAt })
    .from(locationUsers)
    .innerJoin(users, eq(users.id, locationUsers.userId))
    .where(eq(locationUsers.locationId, locationId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Idempotent: authorizing twice keeps the first date added. */
export async function authorizeUser(db: Db, locationId: number, userId: number, now: Date) {
  await db.insert(locationUsers).values({ locationId, userId, addedAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ addedAt: locationUsers.addedAt })
    .from(locationUsers)
    .where(and(eq(locationUsers.locationId, locationId), eq(locationUsers.userId, userId)));
  return row?.addedAt ?? now;
}

export async function revokeUser(db: Db, locationId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(locationUsers)
    .where(and(eq(locationUsers.locationId, locationId), eq(locationUsers.userId, userId)))
    .returning({ userId: locationUsers.userId });
  return rows.length > 0;
}
