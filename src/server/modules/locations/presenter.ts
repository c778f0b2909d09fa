import type { AdminLocationContract } from '../../../domain/contracts/admin-records';
import type { LocationContract } from '../../../domain/contracts/locations';
import { formatApiDateTime } from '../../../domain/date-time';
import type { LocationRow } from './repository';

/** The location's own fields, as administrators see it and every answer about it starts. */
export function locationFields(row: Omit<LocationRow, 'addedAt'>): AdminLocationContract {
  return {
    id: row.id,
    title: row.title,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    access: row.access,
    parking_lots_count: row.parkingLotsCount,
  };
}

/** The location shape of PRODUCT.md, plus added_at (null where the user is not authorized). */
export function locationResponse(row: LocationRow, zone: string): LocationContract {
  return { ...locationFields(row), added_at: formatApiDateTime(row.addedAt, zone) };
}
