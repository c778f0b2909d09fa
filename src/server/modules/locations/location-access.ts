import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { locationUsers, locations, parkingLots } from '../../db/schema/index';

export type Viewer = { id: number; isAdmin: boolean };

/** Whether the user may put a lot in this location: public, authorized, or any for administrators. */
export async function canUseLocation(db: Db | Tx, viewer: Viewer, locationId: number): Promise<boolean> {
  const [row] = await db
    .select({ access: locations.access, authorized: sql<boolean>`${locationUsers.userId} is not null` })
    .from(locations)
    .leftJoin(locationUsers, and(eq(locationUsers.locationId, locations.id), eq(locationUsers.userId, viewer.id)))
    .where(eq(locations.id, locationId))
    .limit(1)
    // Inside the caller's transaction, an administrator's deletion of the location waits for
    // it to commit (then unsets the lot's location), or has committed and the location is gone:
    // never a foreign-key failure (a 500) at the lot's write.
    .for('key share', { of: locations });
  if (!row) return false;
  return viewer.isAdmin || row.access === 'public' || row.authorized;
}

/**
 * Lots a viewer may find (to use with `locations` left-joined on the lot): no location, a
 * public one, one the viewer is authorized for, or their own lot. Administrators see all.
 */
export function lotVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return or(
    isNull(parkingLots.locationId),
    eq(locations.access, 'public'),
    eq(parkingLots.ownerId, viewer.id),
    sql`exists (select 1 from ${locationUsers} where ${locationUsers.locationId} = ${parkingLots.locationId} and ${locationUsers.userId} = ${viewer.id})`,
  );
}
