import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminLotContract } from '../../../domain/contracts/admin-records';
import type { Db, Tx } from '../../db/client';
import { locations, parkingLots, users } from '../../db/schema/index';
import { containsPattern, orderBy, pagedAdminList, pageIds, type ListQuery, type ListSort } from '../../lib/admin-list';

export type AdminLotFilters = {
  q?: string;
  owner_id?: number;
  location_id?: number;
  available?: boolean;
};

function selectAdminLots(db: Db | Tx) {
  return db
    .select({
      lot: parkingLots,
      ownerName: users.name,
      ownerSuspendedAt: users.suspendedAt,
      locationTitle: locations.title,
    })
    .from(parkingLots)
    .innerJoin(users, eq(users.id, parkingLots.ownerId))
    .leftJoin(locations, eq(locations.id, parkingLots.locationId))
    .$dynamic();
}

export type AdminLotRow = Awaited<ReturnType<ReturnType<typeof selectAdminLots>['execute']>>[number];

export function adminLotView(row: AdminLotRow): AdminLotContract {
  return {
    id: row.lot.id,
    identifier: row.lot.identifier,
    zone: row.lot.zone,
    address: row.lot.address,
    available: row.lot.available,
    access_type: row.lot.accessType,
    owner_id: row.lot.ownerId,
    owner_name: row.ownerName,
    owner_suspended: row.ownerSuspendedAt !== null,
    location_id: row.lot.locationId,
    location_title: row.locationTitle,
  };
}

function conditions(f: AdminLotFilters): SQL | undefined {
  const pattern = f.q ? containsPattern(f.q) : undefined;
  return and(
    // One index-served set per searched table, joined by id (an OR across the joined tables
    // would read every lot).
    pattern
      ? sql`${parkingLots.id} in (
          select id from ${parkingLots} where ${ilike(parkingLots.identifier, pattern)} or ${ilike(parkingLots.zone, pattern)}
          union
          select ${parkingLots.id} from ${parkingLots} join ${users} on ${users.id} = ${parkingLots.ownerId}
            where ${ilike(users.name, pattern)}
          union
          select ${parkingLots.id} from ${parkingLots} join ${locations} on ${locations.id} = ${parkingLots.locationId}
            where ${ilike(locations.title, pattern)})`
      : undefined,
    f.owner_id ? eq(parkingLots.ownerId, f.owner_id) : undefined,
    f.location_id ? eq(parkingLots.locationId, f.location_id) : undefined,
    f.available === undefined ? undefined : eq(parkingLots.available, f.available),
  );
}

const lotSort: ListSort = {
  fallback: 'identifier',
  columns: { identifier: parkingLots.identifier, zone: parkingLots.zone, created_at: parkingLots.createdAt },
  id: parkingLots.id,
};

/** Identifier, zone, owner or location contains q; filters by owner, location, availability. */
export async function pageAdminLots(db: Db, f: AdminLotFilters, query: ListQuery) {
  const matching = { table: parkingLots, where: conditions(f) };
  const order = orderBy(query.sort, lotSort);
  // The conditions and the sort name lot columns only, and every lot has its owner: the page's
  // ids come from the lots alone, then only those rows are joined to their owner and location.
  const ids = pageIds(db, matching, parkingLots.id, order, query);
  return pagedAdminList(
    db,
    selectAdminLots(db)
      .where(inArray(parkingLots.id, ids))
      .orderBy(...order),
    matching,
    { ...query, paged: true },
  );
}

export async function findAdminLot(db: Db | Tx, id: number) {
  const [row] = await selectAdminLots(db).where(eq(parkingLots.id, id)).limit(1);
  return row;
}
