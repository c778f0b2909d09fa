import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedTexts, runPrepared } from '../../db/prepared';
import {
  automobileDocuments,
  automobiles,
  idempotencyKeys,
  ledgerAccounts,
  locations,
  parkingLots,
  pushSubscriptions,
  users,
} from '../../db/schema/index';
import type { ScheduleInterval } from '../../../domain/weekly-schedule';
import type { ClaimedKey } from '../../lib/idempotency';
import type { WarnedDocument } from '../documents/index';
import { lotVisibleTo, type Viewer } from '../locations/index';

/**
 * What a booking's rules, answer and notification read (docs/performance.md, "Booking"), in
 * one statement of one text per shape: without locks and committing by itself on the fast
 * path (readForBooking), or first in the locked transaction, claiming the Idempotency-Key
 * and locking what the rules read (lockForBooking). The writes: booking-fast-write.ts and
 * booking-repository.ts.
 */

export type BookingLot = {
  id: number;
  ownerId: number;
  available: boolean;
  availableFrom: Date | null;
  availableTo: Date | null;
  /** The lot's weekly schedule (null: none), read from the share-locked row. */
  weeklySchedule: ScheduleInterval[] | null;
  visible: boolean;
  /** The owner's account is suspended: the lot takes no new booking (open ones run on). */
  ownerSuspended: boolean;
  ownerLanguage: string;
  /** Whether the owner has any Web Push device (none: the notification's delivery reads nothing). */
  ownerHasDevice: boolean;
  /** The lot row's version (xmin) when read: the fast path's write books only if it is unchanged. */
  version: string;
  identifier: string;
  zone: string | null;
  address: string | null;
  latitude: number;
  longitude: number;
  accessType: 'free_public' | 'public_fee' | 'private';
  orientationDegrees: number;
  accessInstructions: string | null;
  locationTitle: string | null;
  /** The tallest and longest car the lot takes (cm; null: no limit). */
  maxHeightCm: number | null;
  maxLengthCm: number | null;
};

export type BookingFacts = {
  /** False when another request holds (or, read without a lock, has used) the Idempotency-Key; true without a key. */
  claimed: boolean;
  /** The new reservation's id, taken from its sequence (a refused booking leaves a gap). */
  reservationId: number;
  lot: BookingLot | undefined;
  wallet: { id: number; balance: number } | undefined;
  automobile:
    | {
        id: number;
        registration: string;
        version: string;
        documents: WarnedDocument[];
        heightCm: number | null;
        lengthCm: number | null;
      }
    | undefined;
};

type FactsRow = {
  claimed: boolean;
  reservation_id: number;
  lot_id: number | null;
  owner_id: number;
  available: boolean;
  available_from: Date | string | null;
  available_to: Date | string | null;
  weekly_schedule: ScheduleInterval[] | string | null;
  visible: boolean;
  owner_suspended: boolean;
  owner_language: string;
  owner_has_device: boolean;
  lot_version: string;
  identifier: string;
  zone: string | null;
  address: string | null;
  latitude: number;
  longitude: number;
  access_type: BookingLot['accessType'];
  orientation_degrees: number;
  access_instructions: string | null;
  location_title: string | null;
  max_height_cm: number | null;
  max_length_cm: number | null;
  wallet_id: number | null;
  /** bigint: a string from node-postgres, a number from PGlite. */
  balance: number | string;
  car_id: number | null;
  registration_number: string;
  car_version: string;
  height_cm: number | null;
  length_cm: number | null;
  documents: WarnedDocument[] | string | null;
};

const p = (name: string) => sql.placeholder(name);

/** What shapes the facts statement: one text per shape, built once (db/prepared.ts). */
type FactsShape = {
  /** An administrator sees every lot; anyone else through lotVisibleTo. */
  admin: boolean;
  /** Without a key; claiming it (the locked transaction); or only whether it is used (the fast path). */
  key: 'none' | 'claim' | 'lookup';
  /** Lot and owner share-locked, the wallet locked for its update: the fallback transaction. */
  locked: boolean;
};

function factsQuery({ admin, key, locked }: FactsShape): SQL {
  // The viewer's id is a placeholder: the text serves every viewer of this shape.
  const visible = lotVisibleTo({ id: p('user') as unknown as number, isAdmin: admin });
  const claim =
    key === 'claim'
      ? sql`claim as (
      insert into ${idempotencyKeys} (user_id, key, method, path, request_hash, created_at)
      values (${p('user')}::integer, ${p('key')}::text, ${p('method')}::text, ${p('path')}::text, ${p('hash')}::text, ${p('now')}::timestamptz)
      on conflict do nothing
      returning 1
    ), `
      : sql``;
  const claimed =
    key === 'claim'
      ? sql`exists (select 1 from claim)`
      : key === 'lookup'
        ? sql`not exists (select 1 from ${idempotencyKeys} as k where k.user_id = ${p('user')}::integer and k.key = ${p('key')}::text)`
        : sql`true`;
  return sql`
    with ${claim}lot as (
      select ${parkingLots.id} as lot_id, ${parkingLots.ownerId} as owner_id, ${parkingLots.available} as available,
        ${parkingLots.availableFrom} as available_from, ${parkingLots.availableTo} as available_to,
        ${parkingLots.weeklySchedule} as weekly_schedule,
        ${visible ? sql`coalesce(${visible}, false)` : sql`true`} as visible,
        owner.suspended_at is not null as owner_suspended, owner.language as owner_language,
        ${parkingLots.identifier} as identifier, ${parkingLots.zone} as zone, ${parkingLots.address} as address,
        ${parkingLots.latitude} as latitude, ${parkingLots.longitude} as longitude,
        ${parkingLots.accessType} as access_type, ${parkingLots.orientationDegrees} as orientation_degrees,
        ${parkingLots.accessInstructions} as access_instructions,
        ${locations.title} as location_title,
        ${parkingLots.maxHeightCm} as max_height_cm, ${parkingLots.maxLengthCm} as max_length_cm,
        ${parkingLots}.xmin::text as lot_version,
        exists (select 1 from ${pushSubscriptions} as s where s.user_id = ${parkingLots.ownerId}) as owner_has_device
      from ${parkingLots}
      -- The owner by key, in a subquery the planner keeps (offset 0): joined on the lot's
      -- owner_id, a plan may merge-join the whole users index against the one lot.
      cross join lateral (
        select ${users.suspendedAt} as suspended_at, ${users.language} as language from ${users}
        where ${users.id} = ${parkingLots.ownerId} offset 0 ${locked ? sql`for share` : sql``}
      ) as owner
      left join ${locations} on ${locations.id} = ${parkingLots.locationId}
      where ${parkingLots.id} = ${p('lot')}::integer
      ${locked ? sql`for share of ${parkingLots}` : sql``}
    ), wallet as (
      select ${ledgerAccounts.id} as id, ${ledgerAccounts.balance} as balance
      from ${ledgerAccounts}
      where ${ledgerAccounts.type} = 'wallet' and ${ledgerAccounts.userId} = ${p('user')}::integer
      ${locked ? sql`for no key update` : sql``}
    ), car as (
      select ${automobiles.id} as id, ${automobiles.registrationNumber} as registration_number,
        ${automobiles}.xmin::text as car_version,
        ${automobiles.heightCm} as height_cm, ${automobiles.lengthCm} as length_cm,
        (select coalesce(json_agg(json_build_object('id', d.id, 'kind', d.kind, 'type', d.type,
            'expires_at', d.expires_at, 'valid_until', d.valid_until)), '[]')
          from ${automobileDocuments} as d
          where d.automobile_id = ${automobiles.id} and d.kind in ('technical_inspection', 'insurance', 'road_tax')
        ) as documents
      from ${automobiles}
      where ${automobiles.userId} = ${p('user')}::integer
        and (${automobiles.id} = ${p('car')}::integer
          or (${p('car')}::integer is null and ${automobiles.registrationNumber} = ${p('plate')}::text))
    )
    select ${claimed} as claimed,
      nextval(pg_get_serial_sequence('reservations', 'id'))::integer as reservation_id,
      lot.*, wallet.id as wallet_id, wallet.balance, car.id as car_id, car.registration_number, car.car_version,
      car.height_cm, car.length_cm,
      car.documents
    from (select 1) as one left join lot on true left join wallet on true left join car on true`;
}

/** The facts statement of a shape, its text built at its first use. */
const factsText = preparedTexts<FactsShape>(
  (shape) => (shape.locked ? 'booking_facts' : 'booking_read'),
  factsQuery,
  (shape) => `${shape.admin}/${shape.key}/${shape.locked}`,
);

type FactsInput = {
  lotId: number;
  viewer: Viewer;
  automobileId: number | null;
  /** A visitor's registration: the driver's own car of that plate is read as the car (booking-rules.ts). */
  visitorRegistration: string | null;
  key: ClaimedKey | undefined;
  now: Date;
};

function factsValues({
  lotId,
  viewer,
  automobileId,
  visitorRegistration,
  key,
  now,
}: FactsInput): Record<string, unknown> {
  return {
    lot: lotId,
    user: viewer.id,
    car: automobileId,
    plate: automobileId ? null : visitorRegistration,
    key: key?.key,
    method: key?.method,
    path: key?.path,
    hash: key?.requestHash,
    now: now.toISOString(),
  };
}

/**
 * One statement: the key's claim (first, so a duplicate waits for the first request here),
 * the lot under a share lock (an owner's availability change, FOR UPDATE, waits for the
 * booking or the booking sees the new window) with whether the booker may see it, the
 * owner's row share-locked too (a suspension and a booking queue), the booker's wallet FOR
 * NO KEY UPDATE, the booker's own car (the one chosen, or the one whose registration a visitor
 * booking names) with the documents its warnings read, and the new reservation's id.
 */
export async function lockForBooking(tx: Tx, input: FactsInput): Promise<BookingFacts> {
  const shape: FactsShape = { admin: input.viewer.isAdmin, key: input.key ? 'claim' : 'none', locked: true };
  const [row] = await runPrepared<FactsRow>(tx, factsText(shape), factsValues(input));
  return factsFromRow(row);
}

/**
 * The fast path's first round trip (create-reservation.ts): the same facts, read without a
 * lock in a statement of its own, with whether the key is already used (`claimed` false),
 * the versions of the lot and car rows the write will check, and whether the lot's owner
 * has any Web Push device.
 */
export async function readForBooking(db: Db, input: FactsInput): Promise<BookingFacts> {
  const shape: FactsShape = { admin: input.viewer.isAdmin, key: input.key ? 'lookup' : 'none', locked: false };
  const [row] = await runPrepared<FactsRow>(db, factsText(shape), factsValues(input));
  return factsFromRow(row);
}

function factsFromRow(row: FactsRow | undefined): BookingFacts {
  if (!row) throw new Error('booking facts returned nothing');
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  const documents = typeof row.documents === 'string' ? (JSON.parse(row.documents) as WarnedDocument[]) : row.documents;
  return {
    claimed: row.claimed,
    reservationId: row.reservation_id,
    lot: row.lot_id
      ? {
          id: row.lot_id,
          ownerId: row.owner_id,
          available: row.available,
          availableFrom: date(row.available_from),
          availableTo: date(row.available_to),
          weeklySchedule:
            typeof row.weekly_schedule === 'string'
              ? (JSON.parse(row.weekly_schedule) as ScheduleInterval[])
              : row.weekly_schedule,
          visible: row.visible,
          ownerSuspended: row.owner_suspended,
          ownerLanguage: row.owner_language,
          ownerHasDevice: row.owner_has_device,
          version: row.lot_version,
          identifier: row.identifier,
          zone: row.zone,
          address: row.address,
          latitude: row.latitude,
          longitude: row.longitude,
          accessType: row.access_type,
          orientationDegrees: row.orientation_degrees,
          accessInstructions: row.access_instructions,
          locationTitle: row.location_title,
          maxHeightCm: row.max_height_cm,
          maxLengthCm: row.max_length_cm,
        }
      : undefined,
    wallet: row.wallet_id ? { id: row.wallet_id, balance: Number(row.balance) } : undefined,
    automobile: row.car_id
      ? {
          id: row.car_id,
          registration: row.registration_number,
          version: row.car_version,
          documents: documents ?? [],
          heightCm: row.height_cm,
          lengthCm: row.length_cm,
        }
      : undefined,
  };
}
