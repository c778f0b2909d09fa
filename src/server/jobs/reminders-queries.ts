import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { automobileDocuments, automobiles, drivingLicenses, parkingLots, reservations } from '../db/schema/index';

const documentExpiry = sql`coalesce(${automobileDocuments.expiresAt}, ${automobileDocuments.validUntil})`;

/**
 * Current documents whose expiry (expires_at, else valid_until) falls within [from, to]
 * (YYYY-MM-DD). A document renewed by a later one of the same kind (and insurance type) is
 * done: only the renewal is reminded of.
 */
export async function documentsExpiringBetween(db: Db, from: string, to: string) {
  return db
    .select({
      id: automobileDocuments.id,
      kind: automobileDocuments.kind,
      automobileId: automobiles.id,
      registration: automobiles.registrationNumber,
      userId: automobiles.userId,
      expiry: sql<string>`to_char(${documentExpiry}, 'YYYY-MM-DD')`,
    })
    .from(automobileDocuments)
    .innerJoin(automobiles, eq(automobiles.id, automobileDocuments.automobileId))
    .where(
      and(
        sql`${documentExpiry} between ${from}::date and ${to}::date`,
        sql`not exists (select 1 from automobile_documents later
          where later.automobile_id = ${automobileDocuments.automobileId} and later.kind = ${automobileDocuments.kind}
          and later.type is not distinct from ${automobileDocuments.type}
          and coalesce(later.expires_at, later.valid_until) > ${documentExpiry})`,
      ),
    );
}

export async function licencesExpiringBetween(db: Db, from: string, to: string) {
  return db
    .select({
      id: drivingLicenses.id,
      number: drivingLicenses.number,
      userId: drivingLicenses.userId,
      expiry: sql<string>`to_char(${drivingLicenses.expiryDate}, 'YYYY-MM-DD')`,
    })
    .from(drivingLicenses)
    .where(sql`${drivingLicenses.expiryDate} between ${from}::date and ${to}::date`);
}

/** Open reservations already started whose end falls within (now, until]. */
export async function reservationsEndingBetween(db: Db, now: Date, until: Date) {
  return db
    .select({
      id: reservations.id,
      driverId: reservations.userId,
      place: parkingLots.identifier,
      registration: reservations.automobileRegistration,
      start: reservations.startTime,
      end: reservations.endTime,
    })
    .from(reservations)
    .innerJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .where(
      and(
        inArray(reservations.status, ['scheduled', 'active']),
        lte(reservations.startTime, now),
        gt(reservations.endTime, now),
        lte(reservations.endTime, until),
      ),
    );
}
