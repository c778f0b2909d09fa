import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { automobiles } from './automobiles';
import { bookingParties } from './booking-columns';
import { createdAt, id, tstz, updatedAt } from './common';
import { reservationSeries } from './reservation-series';
import { users } from './users';

export const reservationStatuses = ['scheduled', 'active', 'expired', 'finalized', 'cancelled'] as const;
export type StoredReservationStatus = (typeof reservationStatuses)[number];

/**
 * Overlap of scheduled/active reservations on one lot, on one automobile, or of one driver's
 * registration (a visitor booking of the driver's own plate is that car), is forbidden by
 * exclusion constraints written in custom migrations (Drizzle cannot express them): see
 * migrations/*_reservation_exclusions.sql and *_registration_exclusion.sql.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    ...bookingParties(),
    automobileId: integer('automobile_id').references(() => automobiles.id, { onDelete: 'restrict' }),
    /** The automobile's registration, or the visitor's; upper-case without spaces or dashes. */
    automobileRegistration: text('automobile_registration').notNull(),
    visitorPhone: text('visitor_phone'),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time').notNull(),
    /** Stored status; 'scheduled' whose start has passed reads as 'active' (see domain/reservation-status). */
    status: text('status').$type<StoredReservationStatus>().notNull().default('scheduled'),
    /** bigint like the ledger's amounts (read as JS numbers). */
    creditsReserved: bigint('credits_reserved', { mode: 'number' }).notNull(),
    creditsPaid: bigint('credits_paid', { mode: 'number' }).notNull().default(0),
    finalizedAt: tstz('finalized_at'),
    endedAt: tstz('ended_at'),
    cancelledAt: tstz('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was cancelled, as the canceller wrote it (quoted to the other party). */
    cancelReason: text('cancel_reason'),
    /** The recurring booking this reservation is an occurrence of (docs/recurring.md); null: a single booking. */
    seriesId: integer('series_id').references(() => reservationSeries.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reservations_time_order', sql`${t.endTime} > ${t.startTime}`),
    check(
      'reservations_status_check',
      sql`${t.status} in ('scheduled', 'active', 'expired', 'finalized', 'cancelled')`,
    ),
    check(
      'reservations_credits_check',
      sql`${t.creditsReserved} > 0 and ${t.creditsPaid} between 0 and ${t.creditsReserved}`,
    ),
    check('reservations_cancel_reason_length', sql`char_length(${t.cancelReason}) <= 200`),
    // A driver's list, newest first (the sent side, list-query.ts): the id orders equal starts.
    index('reservations_user_idx').on(t.userId, t.startTime, t.id),
    // The admin list: newest first, and by registration.
    index('reservations_start_idx').on(t.startTime, t.id),
    // The admin list's status filter, newest first.
    index('reservations_status_start_idx').on(t.status, t.startTime, t.id),
    index('reservations_registration_trgm_idx').using('gin', sql`${t.automobileRegistration} gin_trgm_ops`),
    // A lot's calendar, and an owner's list lot by lot (the received side, list-query.ts).
    index('reservations_lot_time_idx').on(t.parkingLotId, t.startTime, t.id),
    // The sweeper looks for open reservations by end (and start) time.
    index('reservations_open_end_idx')
      .on(t.endTime)
      .where(sql`${t.status} in ('scheduled', 'active')`),
    // A party's due expiries on the lots the user owns, settled before each list (dueForExpiry).
    index('reservations_open_lot_end_idx')
      .on(t.parkingLotId, t.endTime)
      .where(sql`${t.status} in ('scheduled', 'active')`),
    index('reservations_open_start_idx')
      .on(t.startTime)
      .where(sql`${t.status} = 'scheduled'`),
    // The finder's my_reservation: the caller's open reservation on each lot of a map answer.
    // The owner's revoked passes (docs/passes.md): cancelled, or finished before their end, by lot and time.
    index('reservations_cancelled_lot_idx')
      .on(t.parkingLotId, t.cancelledAt)
      .where(sql`${t.status} = 'cancelled'`),
    index('reservations_finalized_lot_idx')
      .on(t.parkingLotId, t.endedAt)
      .where(sql`${t.status} = 'finalized'`),
    // A series' occurrences (docs/recurring.md).
    index('reservations_series_idx')
      .on(t.seriesId, t.startTime)
      .where(sql`${t.seriesId} is not null`),
    index('reservations_open_user_lot_idx')
      .on(t.userId, t.parkingLotId, t.startTime)
      .where(sql`${t.status} in ('scheduled', 'active')`),
  ],
);
