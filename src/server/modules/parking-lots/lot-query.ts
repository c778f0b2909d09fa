import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { locations, parkingLots } from '../../db/schema/index';

// The lots' select with their location, which this module's queries and the finder's extend
// (a where, an order, a limit) and presentLots turns into answers.

const lotLocationColumns = {
  id: locations.id,
  title: locations.title,
  address: locations.address,
  access: locations.access,
  latitude: locations.latitude,
  longitude: locations.longitude,
};

/** Lots with their location (null when none). */
export function selectLots(db: Db | Tx) {
  return db
    .select({ lot: parkingLots, location: lotLocationColumns })
    .from(parkingLots)
    .leftJoin(locations, eq(locations.id, parkingLots.locationId));
}
