import { and, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Period } from '../../../domain/availability';
import type { CarSize, FeatureFilter } from '../../../domain/lot-features';
import type { Db } from '../../db/client';
import { locations, parkingLots, reservations, users } from '../../db/schema/index';
import { lotVisibleTo, type Viewer } from '../locations/index';
import { selectLots, type LotRow } from '../parking-lots/index';
import { ownerInSearch } from '../ratings/index';
import { scheduleCoversSql } from './schedule-sql';

export type Bounds = { south: number; west: number; north: number; east: number };

export type LotSearch = {
  viewer: Viewer;
  /** APP_TIMEZONE: weekly schedules are read on its wall clock. */
  timeZone: string;
  /** One lot only (the finder's one-lot answer). */
  lotId?: number;
  identifier?: string;
  zone?: string;
  locationName?: string;
  bounds?: Bounds;
  /** The lot's window, and its weekly schedule if it has one, must cover this range. */
  windowCovers?: Period;
  /** The lot's window must meet this range. */
  windowMeets?: Period;
  /** No scheduled or active reservation may overlap this range. */
  freeFor?: Period;
  /** Features every lot found must have. */
  features?: readonly FeatureFilter[];
  /** The chosen car's size: lots it does not fit are left out unless `fitAll`. */
  car?: CarSize;
  fitAll?: boolean;
  orderBy: 'distance' | 'identifier';
  limit: number;
};

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function boundsCondition(b: Bounds): SQL | undefined {
  const lng =
    b.west <= b.east
      ? and(gte(parkingLots.longitude, b.west), lte(parkingLots.longitude, b.east))
      : or(gte(parkingLots.longitude, b.west), lte(parkingLots.longitude, b.east)); // across the antimeridian
  return and(gte(parkingLots.latitude, b.south), lte(parkingLots.latitude, b.north), lng);
}

function distanceOrder(b: Bounds): SQL {
  const lat = (b.south + b.north) / 2;
  const lng = b.west <= b.east ? (b.west + b.east) / 2 : b.west;
  const k = Math.cos((lat * Math.PI) / 180);
  return sql`(${parkingLots.latitude} - ${lat}) * (${parkingLots.latitude} - ${lat}) + (${parkingLots.longitude} - ${lng}) * (${parkingLots.longitude} - ${lng}) * ${k * k}`;
}

/** A feature the lot must have: plain column tests, after the index's box (few lots a viewport). */
function featureCondition(feature: FeatureFilter): SQL {
  switch (feature) {
    case 'ev':
      return sql`${parkingLots.evConnector} is not null`;
    case 'accessible':
      return sql`${parkingLots.accessible}`;
    case 'covered':
      return sql`${parkingLots.covered}`;
    case 'gated':
      return sql`${parkingLots.gated}`;
  }
}

/** The car fits the lot (domain/lot-features.ts fitProblems): an unknown size or no limit fits. */
export function fitsCondition(car: CarSize): SQL | undefined {
  return and(
    car.height_cm === null
      ? undefined
      : sql`(${parkingLots.maxHeightCm} is null or ${parkingLots.maxHeightCm} >= ${car.height_cm})`,
    car.length_cm === null
      ? undefined
      : sql`(${parkingLots.maxLengthCm} is null or ${parkingLots.maxLengthCm} >= ${car.length_cm})`,
  );
}

/** The WHERE of a search (see searchLots). */
export function searchConditions(s: LotSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    sql`${parkingLots.available} and ${parkingLots.availableFrom} is not null`,
    lotVisibleTo(s.viewer),
    // Lots of a suspended owner leave search until the account is reinstated.
    sql`not exists (select 1 from ${users} where ${users.id} = ${parkingLots.ownerId} and ${users.suspendedAt} is not null)`,
    // And of an owner with three strikes in 30 days, until an administrator restores them (docs/ratings.md).
    ownerInSearch(parkingLots.ownerId),
    s.lotId !== undefined ? sql`${parkingLots.id} = ${s.lotId}` : undefined,
    s.bounds ? boundsCondition(s.bounds) : undefined,
    s.identifier ? ilike(parkingLots.identifier, contains(s.identifier)) : undefined,
    s.zone ? ilike(parkingLots.zone, contains(s.zone)) : undefined,
    s.locationName ? ilike(locations.title, contains(s.locationName)) : undefined,
    ...(s.features ?? []).map(featureCondition),
    s.car && !s.fitAll ? fitsCondition(s.car) : undefined,
  ];
  if (s.windowCovers) {
    conditions.push(
      sql`${parkingLots.availableFrom} <= ${ts(s.windowCovers.from)}`,
      sql`(${parkingLots.availableTo} is null or ${parkingLots.availableTo} >= ${ts(s.windowCovers.to)})`,
      scheduleCoversSql(sql`${parkingLots.weeklySchedule}`, s.windowCovers, s.timeZone),
    );
  }
  if (s.windowMeets) {
    conditions.push(
      sql`${parkingLots.availableFrom} < ${ts(s.windowMeets.to)}`,
      sql`(${parkingLots.availableTo} is null or ${parkingLots.availableTo} > ${ts(s.windowMeets.from)})`,
    );
  }
  if (s.freeFor) {
    conditions.push(sql`not exists (
      select 1 from ${reservations}
      where ${reservations.parkingLotId} = ${parkingLots.id}
        and ${reservations.status} in ('scheduled', 'active')
        and tstzrange(${reservations.startTime}, ${reservations.endTime}, '[)') && tstzrange(${ts(s.freeFor.from)}, ${ts(s.freeFor.to)}, '[)')
    )`);
  }
  return and(...conditions);
}

/** The ORDER BY of a search: nearest the centre of the bounds first, or by identifier. */
export function searchOrder(s: LotSearch): [SQL, SQL] {
  return s.orderBy === 'distance' && s.bounds
    ? [distanceOrder(s.bounds), sql`${parkingLots.id}`]
    : [sql`${parkingLots.identifier}`, sql`${parkingLots.id}`];
}

/**
 * One query for the lots of a search, with their location. Written so PostgreSQL uses the
 * partial index parking_lots_bookable_lat_lng_idx for the box (the literal predicate above
 * matches the index's) and the exclusion constraint's GiST index for the overlap test.
 */
export async function searchLots(db: Db, s: LotSearch): Promise<LotRow[]> {
  return selectLots(db)
    .where(searchConditions(s))
    .orderBy(...searchOrder(s))
    .limit(s.limit);
}
