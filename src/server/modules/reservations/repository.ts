import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ReservationStatus, ReservationStatusFilter } from '../../../domain/reservation-status';
import type { Db, Tx } from '../../db/client';
import { automobiles, ledgerAccounts, locations, parkingLots, reservations, users } from '../../db/schema/index';
import { lotVisibleTo, type Viewer } from '../locations/location-access';

/** The status the clock gives a row, in SQL (same rule as domain/reservation-status). */
export function effectiveStatusSql(now: Date): SQL<ReservationStatus> {
  return sql<ReservationStatus>`case
    when ${reservations.status} in ('scheduled', 'active') and ${reservations.endTime} <= ${now} then 'expired'
    when ${reservations.status} = 'scheduled' and ${reservations.startTime} <= ${now} then 'active'
    else ${reservations.status} end`;
}

export type BookingLot = {
  id: number;
  ownerId: number;
  available: boolean;
  availableFrom: Date | null;
  availableTo: Date | null;
  visible: boolean;
  /** The owner's account is suspended: the lot takes no new booking (open ones run on). */
  ownerSuspended: boolean;
};
export type BookingLocks = { lot: BookingLot | undefined; wallet: { id: number; balance: number } | undefined };

/**
 * The lot and the booker's wallet, locked for a booking in one statement: the lot under a
 * share lock (an owner's availability change, which takes FOR UPDATE, waits for the booking,
 * or the booking waits for it and sees the new window), with whether the booker may see it
 * (restricted locations); the wallet FOR NO KEY UPDATE (enough for a balance change). The
 * owner's row is share-locked too, so a suspension (FOR UPDATE on it) and a booking queue:
 * a booking either commits before the suspension or sees it.
 */
export async function lockForBooking(tx: Tx, lotId: number, viewer: Viewer): Promise<BookingLocks> {
  const visible = lotVisibleTo(viewer);
  const result = (await tx.execute(sql`
    with lot as (
      select ${parkingLots.id} as id, ${parkingLots.ownerId} as owner_id, ${parkingLots.available} as available,
        ${parkingLots.availableFrom} as available_from, ${parkingLots.availableTo} as available_to,
        ${visible ? sql`coalesce(${visible}, false)` : sql`true`} as visible,
        owner.suspended_at is not null as owner_suspended
      from ${parkingLots}
      join ${users} as owner on owner.id = ${parkingLots.ownerId}
      left join ${locations} on ${locations.id} = ${parkingLots.locationId}
      where ${parkingLots.id} = ${lotId}
      for share of ${parkingLots}, owner
    ), wallet as (
      select ${ledgerAccounts.id} as id, ${ledgerAccounts.balance} as balance
      from ${ledgerAccounts}
      where ${ledgerAccounts.type} = 'wallet' and ${ledgerAccounts.userId} = ${viewer.id}
      for no key update
    )
    select lot.id as lot_id, lot.owner_id, lot.available, lot.available_from, lot.available_to, lot.visible,
      lot.owner_suspended, wallet.id as wallet_id, wallet.balance
    from (select 1) as one left join lot on true left join wallet on true`)) as unknown as {
    rows: {
      lot_id: number | null;
      owner_id: number;
      available: boolean;
      available_from: Date | string | null;
      available_to: Date | string | null;
      visible: boolean;
      owner_suspended: boolean;
      wallet_id: number | null;
      balance: number;
    }[];
  };
  const row = result.rows[0];
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    lot: row?.lot_id
      ? {
          id: row.lot_id,
          ownerId: row.owner_id,
          available: row.available,
          availableFrom: date(row.available_from),
          availableTo: date(row.available_to),
          visible: row.visible,
          ownerSuspended: row.owner_suspended,
        }
      : undefined,
    wallet: row?.wallet_id ? { id: row.wallet_id, balance: row.balance } : undefined,
  };
}

export async function findOwnAutomobile(db: Db | Tx, automobileId: number, userId: number) {
  const [row] = await db
    .select({ id: automobiles.id, registrationNumber: automobiles.registrationNumber })
    .from(automobiles)
    .where(and(eq(automobiles.id, automobileId), eq(automobiles.userId, userId)))
    .limit(1);
  return row;
}

const driver = users;

/** Everything the API shows of a reservation: the row, its lot, location and driver. */
function detailQuery(db: Db | Tx, now: Date) {
  return db
    .select({
      reservation: reservations,
      effectiveStatus: effectiveStatusSql(now),
      ownerId: parkingLots.ownerId,
      lot: {
        id: parkingLots.id,
        identifier: parkingLots.identifier,
        zone: parkingLots.zone,
        address: parkingLots.address,
        latitude: parkingLots.latitude,
        longitude: parkingLots.longitude,
        accessType: parkingLots.accessType,
        orientationDegrees: parkingLots.orientationDegrees,
      },
      locationTitle: locations.title,
      driverName: driver.name,
      driverPhone: driver.phone,
    })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .leftJoin(locations, eq(locations.id, parkingLots.locationId))
    .innerJoin(driver, eq(driver.id, reservations.userId));
}

export type ReservationDetail = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number];

export async function findReservationDetail(
  db: Db | Tx,
  id: number,
  now: Date,
): Promise<ReservationDetail | undefined> {
  const [row] = await detailQuery(db, now).where(eq(reservations.id, id)).limit(1);
  return row;
}

export type ListFilters = {
  type: 'all' | 'sent' | 'received';
  status: ReservationStatusFilter;
  place?: string;
  page: number;
  perPage: number;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listReservationDetails(db: Db, userId: number, filters: ListFilters, now: Date) {
  const status = effectiveStatusSql(now);
  const conditions: (SQL | undefined)[] = [
    filters.type === 'sent'
      ? eq(reservations.userId, userId)
      : filters.type === 'received'
        ? eq(parkingLots.ownerId, userId)
        : or(eq(reservations.userId, userId), eq(parkingLots.ownerId, userId)),
  ];
  if (filters.status === 'scheduled_or_active') conditions.push(inArray(status, ['scheduled', 'active']));
  else if (filters.status !== 'all') conditions.push(eq(status, filters.status));
  if (filters.place?.trim()) conditions.push(ilike(parkingLots.identifier, `%${escapeLike(filters.place.trim())}%`));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .where(where);
  const rows = await detailQuery(db, now)
    .where(where)
    .orderBy(desc(reservations.startTime), desc(reservations.id))
    .limit(filters.perPage)
    .offset((filters.page - 1) * filters.perPage);
  return { rows, total: total?.n ?? 0 };
}

/** Open reservations whose end has passed (optionally only those a user is party to), oldest first. */
export async function dueForExpiry(db: Db, now: Date, limit: number, partyId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .where(
      and(
        inArray(reservations.status, ['scheduled', 'active']),
        lte(reservations.endTime, now),
        partyId === undefined ? undefined : or(eq(reservations.userId, partyId), eq(parkingLots.ownerId, partyId)),
      ),
    )
    .orderBy(asc(reservations.endTime))
    .limit(limit);
  return rows.map((r) => r.id);
}
