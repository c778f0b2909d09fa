import type { AdminLocationContract } from '../../../domain/contracts/admin-records';
import type { LocationContract } from '../../../domain/contracts/locations';
import type { LotLocationContract } from '../../../domain/contracts/parking-lots';
import { formatApiDateTime } from '../../../domain/date-time';
import type { LocationRow } from './repository';

/** What any answer shows of a location (a lot's location; the lists and details add to it). */
export function locationFields(
  row: Pick<LocationRow, 'id' | 'title' | 'address' | 'access' | 'latitude' | 'longitude'>,
): LotLocationContract {
  return {
    id: row.id,
    title: row.title,
    address: row.address,
    access: row.access,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** A location with the number of its lots (the administration's list and detail). */
export function countedLocation(row: Omit<LocationRow, 'addedAt'>): AdminLocationContract {
  return { ...locationFields(row), parking_lots_count: row.parkingLotsCount };
}

/** The location shape of PRODUCT.md, plus added_at (null where the user is not authorized). */
export function locationResponse(row: LocationRow, zone: string): LocationContract {
  return { ...countedLocation(row), added_at: formatApiDateTime(row.addedAt, zone) };
}
