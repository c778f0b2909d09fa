import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifications, reservations } from '../../db/schema/index';
import { seriesHolds, type SystemAccounts } from '../credits/index';
import type { NewNotification } from '../notifications/index';

/** The dates of a series to book at once, for one driver, car and lot. */
export type SeriesDates = {
  seriesId: number;
  userId: number;
  lotId: number;
  automobileId: number;
  registration: string;
  walletId: number;
  /** The first date's id, taken from the reservations' sequence when the facts were locked. */
  firstId: number;
  dates: { start: Date; end: Date; credits: number }[];
  /** The owner's one notice of the block (about the first date), skipped when its key is stored. */
  notification: NewNotification;
  at: Date;
};

/**
 * One statement for every date of a series (docs/recurring.md, "Booking"): the reservations
 * (INSERT ... SELECT from the dates as jsonb, each row still refused by the exclusion
 * constraints on an overlap, which fails the whole statement: all or none), a hold per
 * reservation with its entries and the wallet lowered once (credits/ledger.ts seriesHolds),
 * and the owner's notice. The same rows a loop of single bookings writes, in one round trip.
 * Returns the new reservations' ids in the order of their dates.
 */
export async function writeSeriesDates(tx: Tx, input: SeriesDates, system: SystemAccounts): Promise<number[]> {
  const at = sql`${input.at.toISOString()}::timestamptz`;
  const dates = JSON.stringify(
    input.dates.map((d, n) => ({
      n,
      start_time: d.start.toISOString(),
      end_time: d.end.toISOString(),
      credits: d.credits,
    })),
  );
  const n = input.notification;
  const booked = sql.raw('booked');
  const result = (await tx.execute(sql`
    with dates as (
      select * from jsonb_to_recordset(${dates}::jsonb) as d(n integer, start_time timestamptz, end_time timestamptz, credits bigint)
    ), booked as (
      insert into ${reservations} (id, user_id, parking_lot_id, automobile_id, automobile_registration, visitor_phone,
        start_time, end_time, status, credits_reserved, series_id, created_at, updated_at)
      overriding system value
      select case when d.n = 0 then ${input.firstId}::integer
          else nextval(pg_get_serial_sequence('reservations', 'id'))::integer end,
        ${input.userId}::integer, ${input.lotId}::integer, ${input.automobileId}::integer, ${input.registration}::text,
        null, d.start_time, d.end_time, 'scheduled', d.credits, ${input.seriesId}::integer, ${at}, ${at}
      from dates as d
      order by d.n
      returning id, start_time, credits_reserved
    ), ${seriesHolds(booked, { walletId: input.walletId, createdBy: input.userId, at: input.at }, system)}, notice as (
      insert into ${notifications} (user_id, type, title, message, url, reservation_id, dedupe_key, created_at)
      values (${n.userId}::integer, ${n.type}::text, ${n.title}::text, ${n.message}::text, ${n.url ?? null}::text,
        ${input.firstId}::integer, ${n.dedupeKey ?? null}::text, ${at})
      on conflict do nothing
    )
    select id from booked order by start_time`)) as unknown as { rows: { id: number }[] };
  if (result.rows.length !== input.dates.length) throw new Error('series dates insert returned too few rows');
  return result.rows.map((r) => Number(r.id));
}
