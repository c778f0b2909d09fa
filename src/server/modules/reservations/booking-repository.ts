import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { idempotencyKeys, notifications, reservations } from '../../db/schema/index';
import type { ClaimedKey } from '../../lib/idempotency';
import { movementStatement, type NewLedgerTransaction, type SystemAccounts } from '../credits/index';
import type { NewNotification } from '../notifications/index';

/**
 * The locked transaction's write (docs/performance.md, "Booking"): the fallback when the fast
 * path's write (booking-fast-write.ts) books nothing. Its first statement, lockForBooking
 * (booking-facts.ts), claims the Idempotency-Key and locks what the rules read; this second
 * one writes the reservation, its hold, the notification and the stored answer. With BEGIN
 * and COMMIT, four round trips.
 */

export type NewBooking = {
  /** The reservation as the answer shows it (its id taken by lockForBooking). */
  reservation: Pick<
    typeof reservations.$inferSelect,
    | 'id'
    | 'userId'
    | 'parkingLotId'
    | 'automobileId'
    | 'automobileRegistration'
    | 'visitorPhone'
    | 'startTime'
    | 'endTime'
    | 'creditsReserved'
    | 'createdAt'
  >;
  hold: NewLedgerTransaction;
  notification: NewNotification;
  /** The key's row to complete with the whole answer, when the request has one. */
  answer: { key: ClaimedKey; location: string; body: { contentType: string; body: string } } | undefined;
};

/**
 * One statement: the reservation (its id taken by lockForBooking; the exclusion constraints
 * refuse an overlap), the hold of its credits (credits/ledger.ts movementStatement), the owner's stored
 * notification and the key's stored answer. Returns the notification's id.
 */
export async function writeBooking(tx: Tx, booking: NewBooking, system: SystemAccounts): Promise<number | null> {
  const r = booking.reservation;
  const at = sql`${r.createdAt.toISOString()}::timestamptz`;
  const n = booking.notification;
  const kept = booking.answer
    ? sql`, kept as (
      update ${idempotencyKeys} set status_code = 201, result_location = ${booking.answer.location}::text,
        response_body = ${JSON.stringify(booking.answer.body)}::jsonb, completed_at = ${at}
      where user_id = ${booking.answer.key.userId}::integer and key = ${booking.answer.key.key}::text
    )`
    : sql``;
  const [row] = await executePrepared<{ notification_id: number | null }>(
    tx,
    'booking_write',
    sql`
    with booked as (
      insert into ${reservations} (id, user_id, parking_lot_id, automobile_id, automobile_registration, visitor_phone,
        start_time, end_time, status, credits_reserved, created_at, updated_at)
      overriding system value
      values (${r.id}::integer, ${r.userId}::integer, ${r.parkingLotId}::integer,
        ${r.automobileId}::integer, ${r.automobileRegistration}::text, ${r.visitorPhone}::text,
        ${r.startTime.toISOString()}::timestamptz, ${r.endTime.toISOString()}::timestamptz, 'scheduled',
        ${r.creditsReserved}::bigint, ${at}, ${at})
    ), ${movementStatement(booking.hold, system).sql}, notice as (
      insert into ${notifications} (user_id, type, title, message, url, reservation_id, dedupe_key, created_at)
      values (${n.userId}::integer, ${n.type}::text, ${n.title}::text, ${n.message}::text, ${n.url ?? null}::text,
        ${r.id}::integer, ${n.dedupeKey ?? null}::text, ${at})
      on conflict do nothing
      returning id
    )${kept}
    select (select id from notice) as notification_id`,
  );
  return row?.notification_id ?? null;
}
