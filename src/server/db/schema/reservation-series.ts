import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { automobiles } from './automobiles';
import { bookingParties } from './booking-columns';
import { createdAt, id } from './common';

export const seriesStatuses = ['active', 'ended'] as const;
export type SeriesStatus = (typeof seriesStatuses)[number];

/**
 * A driver's recurring booking (docs/recurring.md): on one lot, with one car, the same local
 * wall-clock range on chosen weekdays for a number of weeks. Each occurrence is a reservation of
 * its own (reservations.series_id); the series only says how they were made and whether it
 * renews: a monthly series holds the next 4 weeks when its current block ends (block_end, the
 * first day after the block, a calendar day in APP_TIMEZONE).
 */
export const reservationSeries = pgTable(
  'reservation_series',
  {
    id: id(),
    ...bookingParties(),
    automobileId: integer('automobile_id')
      .notNull()
      .references(() => automobiles.id, { onDelete: 'restrict' }),
    /** ISO weekdays (Monday = 1), ascending, without repeats. */
    weekdays: smallint('weekdays').array().notNull(),
    /** Local wall-clock times 'HH:mm' in APP_TIMEZONE ('24:00' may end a day). */
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Weeks booked so far (the first block, plus 4 per renewal). */
    weeks: integer('weeks').notNull(),
    renew: boolean('renew').notNull().default(false),
    /** The first day after the current block (exclusive end). */
    blockEnd: date('block_end', { mode: 'string' }).notNull(),
    status: text('status').$type<SeriesStatus>().notNull().default('active'),
    /** The block end the driver was last told of (the renewal notice, once per block). */
    noticedBlockEnd: date('noticed_block_end', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reservation_series_status_check', sql`${t.status} in ('active', 'ended')`),
    check('reservation_series_weeks_check', sql`${t.weeks} >= 1`),
    check('reservation_series_weekdays_check', sql`cardinality(${t.weekdays}) between 1 and 7`),
    index('reservation_series_user_idx').on(t.userId, t.id),
    // The renewal job: active renewing series by the end of their block.
    index('reservation_series_renew_idx')
      .on(t.blockEnd)
      .where(sql`${t.renew} and ${t.status} = 'active'`),
  ],
);
