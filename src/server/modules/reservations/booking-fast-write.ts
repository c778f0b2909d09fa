import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedTexts, runPrepared } from '../../db/prepared';
import {
  automobiles,
  idempotencyKeys,
  ledgerAccounts,
  notifications,
  parkingLots,
  reservations,
  users,
} from '../../db/schema/index';
import { preparedHoldCtes, type SystemAccounts } from '../credits/index';
import type { NewBooking } from './booking-repository';
import { lotQueueLock } from './lot-queue';

/**
 * The fast path's write (docs/performance.md, "Booking"): one statement that commits by
 * itself. It waits first for the lot's turn (lot-queue.ts: bookings of one lot insert one at
 * a time). It books only if what the rules read still holds, checked under the locks the
 * locked transaction would take: the lot's row unchanged since the read (its xmin; share-
 * locked with the owner's row, so an availability change or a suspension waits for it, or it
 * sees theirs and books nothing), the owner not suspended, the car still the driver's and
 * unchanged. The driver's wallet is locked there too, before anything is inserted, so one
 * driver's bookings (one car, one plate, on different lots) write one at a time and never
 * wait for each other's uncommitted reservation (lot-queue.ts says why that matters). Then,
 * in order of dependence: the key claimed with the complete answer (on conflict nothing), the
 * reservation (the exclusion constraints refuse an overlap), the hold (credits/ledger.ts
 * preparedHoldCtes, the rows of a hold; the wallet's non-negative check refuses a balance
 * spent meanwhile) and the owner's notification. Every write hangs on the one before, so a
 * failed guard or a lost key writes nothing and answers no reservation: the caller then runs
 * the locked transaction, which gives the exact answer.
 *
 * Every row the guard locks is named by its key, the owner's too (the read's owner, still the
 * lot's while the lot's version holds): joined by `owner.id = lot.owner_id` alone, the generic
 * plan PostgreSQL keeps for a prepared statement could merge-join the whole users index
 * against the lot (docs/performance.md, session 58; tests/api/prepared-generic-plans.test.ts).
 */

const p = (name: string) => sql.placeholder(name);

function writeQuery(withKey: boolean): SQL {
  const claim = withKey
    ? sql`, claim as (
      insert into ${idempotencyKeys} (user_id, key, method, path, request_hash, created_at, status_code,
        result_location, response_body, completed_at)
      select ${p('user')}::integer, ${p('key')}::text, ${p('method')}::text, ${p('path')}::text, ${p('hash')}::text,
        ${p('at')}::timestamptz, 201, ${p('location')}::text, ${p('answer')}::jsonb, ${p('at')}::timestamptz
      from guard
      on conflict do nothing
      returning 1
    )`
    : sql``;
  return sql`
    with queue as materialized (
      select ${lotQueueLock(sql`${p('lot')}::integer`)}
    ), guard as (
      select 1 from queue, ${parkingLots}, ${users} as owner, ${ledgerAccounts} as wallet
      where ${parkingLots.id} = ${p('lot')}::integer and ${parkingLots}.xmin = ${p('lotVersion')}::text::xid
        and owner.id = ${p('lotOwner')}::integer and ${parkingLots.ownerId} = owner.id
        and owner.suspended_at is null and wallet.id = ${p('wallet')}::integer
        and (${p('car')}::integer is null or exists (
          select 1 from ${automobiles} as car
          where car.id = ${p('car')}::integer and car.user_id = ${p('user')}::integer
            and car.xmin = ${p('carVersion')}::text::xid))
      for share of ${parkingLots}, owner for no key update of wallet
    )${claim}, booked as (
      insert into ${reservations} (id, user_id, parking_lot_id, automobile_id, automobile_registration, visitor_phone,
        start_time, end_time, status, credits_reserved, created_at, updated_at)
      overriding system value
      select ${p('id')}::integer, ${p('user')}::integer, ${p('lot')}::integer, ${p('car')}::integer,
        ${p('registration')}::text, ${p('phone')}::text, ${p('start')}::timestamptz, ${p('end')}::timestamptz,
        'scheduled', ${p('credits')}::bigint, ${p('at')}::timestamptz, ${p('at')}::timestamptz
      from ${withKey ? sql`claim` : sql`guard`}
      returning id
    ), ${preparedHoldCtes(sql`booked`)}, notice as (
      insert into ${notifications} (user_id, type, title, message, url, reservation_id, dedupe_key, created_at)
      select ${p('owner')}::integer, ${p('type')}::text, ${p('title')}::text, ${p('message')}::text, ${p('url')}::text,
        booked.id, ${p('dedupe')}::text, ${p('at')}::timestamptz
      from booked
      on conflict do nothing
      returning id
    )
    select (select id from booked) as reservation_id, (select id from notice) as notification_id`;
}

/** The write's text, with or without the key's row, built at its first use. */
const writeText = preparedTexts<boolean>(() => 'booking_at_once', writeQuery, String);

/** What the fast path's first statement read (readForBooking) and this one checks again: versions, the owner. */
type ReadVersions = { lot: string; owner: number; car: string | null };

/**
 * Writes an allowed booking in one self-committing statement. Returns the notification's id
 * (null when none was stored), or undefined when nothing was written (a guard failed or the
 * key was claimed meanwhile). Throws the database's error on an overlap or a balance spent.
 */
export async function writeBookingAtOnce(
  db: Db,
  booking: NewBooking,
  versions: ReadVersions,
  system: SystemAccounts,
): Promise<{ notificationId: number | null } | undefined> {
  const r = booking.reservation;
  const n = booking.notification;
  const wallet = booking.hold.legs.find((leg) => leg.accountId !== system.escrow);
  if (!wallet) throw new Error('a hold without a wallet leg');
  const answer = booking.answer;
  const [row] = await runPrepared<{ reservation_id: number | null; notification_id: number | null }>(
    db,
    writeText(answer !== undefined),
    {
      lot: r.parkingLotId,
      lotVersion: versions.lot,
      lotOwner: versions.owner,
      car: r.automobileId,
      carVersion: versions.car,
      user: r.userId,
      key: answer?.key.key,
      method: answer?.key.method,
      path: answer?.key.path,
      hash: answer?.key.requestHash,
      location: answer?.location,
      answer: answer ? JSON.stringify(answer.body) : undefined,
      at: r.createdAt.toISOString(),
      id: r.id,
      registration: r.automobileRegistration,
      phone: r.visitorPhone,
      start: r.startTime.toISOString(),
      end: r.endTime.toISOString(),
      credits: r.creditsReserved,
      wallet: wallet.accountId,
      escrow: system.escrow,
      owner: n.userId,
      type: n.type,
      title: n.title,
      message: n.message,
      url: n.url ?? null,
      dedupe: n.dedupeKey ?? null,
    },
  );
  if (!row || row.reservation_id === null) return undefined;
  return { notificationId: row.notification_id };
}
