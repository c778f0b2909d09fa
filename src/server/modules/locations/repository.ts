import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { locationUsers, locations, parkingLots } from '../../db/schema/index';

// Spelled with table names: Drizzle leaves columns unqualified in a one-table select list.
export const lotsCount =
  sql<number>`(select count(*) from ${parkingLots} where ${parkingLots}.${sql.identifier('location_id')} = ${locations}.${sql.identifier('id')})`.mapWith(
    Number,
  );

export const locationColumns = {
  id: locations.id,
  title: locations.title,
  address: locations.address,
  latitude: locations.latitude,
  longitude: locations.longitude,
  access: locations.access,
  parkingLotsCount: lotsCount,
};

export type LocationRow = {
  id: number;
  title: string;
  address: string | null;
  latitude: number;
  longitude: number;
  access: 'public' | 'restricted';
  parkingLotsCount: number;
  addedAt: Date | null;
};

/** The locations a user is authorized for, with the date added. */
export async function listAuthorizedLocations(db: Db | Tx, userId: number): Promise<LocationRow[]> {
  return db
    .select({ ...locationColumns, addedAt: locationUsers.addedAt })
    .from(locationUsers)
    .innerJoin(locations, eq(locations.id, locationUsers.locationId))
    .where(eq(locationUsers.userId, userId))
    .orderBy(asc(locations.title), asc(locations.id));
}

/** Locations a user may put a lot in and find lots at: public and authorized ones (all for administrators). */
export async function listUsableLocations(
  db: Db | Tx,
  viewer: { id: number; isAdmin: boolean },
): Promise<LocationRow[]> {
  const where: SQL | undefined = viewer.isAdmin
    ? undefined
    : or(eq(locations.access, 'public'), sql`${locationUsers.userId} is not null`);
  return db
    .select({ ...locationColumns, addedAt: locationUsers.addedAt })
    .from(locations)
    .leftJoin(locationUsers, and(eq(locationUsers.locationId, locations.id), eq(locationUsers.userId, viewer.id)))
    .where(where)
    .orderBy(asc(locations.title), asc(locations.id));
}
