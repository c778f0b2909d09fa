import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LotCheckVerdict } from '../../../domain/pass-revocation';
import { id, tstz } from './common';
import { parkingLots } from './parking';
import { reservations } from './reservations';
import { users } from './users';

/**
 * A lot's owner checked a car at the lot (a pass scanned or pasted, a registration looked up),
 * kept on the owner's device and uploaded when online (docs/passes.md, "Checks that count").
 * `client_id` is the device's id for the check: an upload sent twice stores it once. A check
 * that saw a reported reservation's car on its lot after the report contests the report
 * (reservation_reports.contest_check_id).
 */
export const lotChecks = pgTable(
  'lot_checks',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parkingLotId: integer('parking_lot_id')
      .notNull()
      .references(() => parkingLots.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    /** When the owner's device made the check (its clock). */
    checkedAt: tstz('checked_at').notNull(),
    /** Upper-case without spaces or dashes, like reservations.automobile_registration. */
    registration: text('registration').notNull(),
    verdict: text('verdict').$type<LotCheckVerdict>().notNull(),
    /** The reservation the checked pass named, when it is one of this lot's. */
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    receivedAt: tstz('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('lot_checks_owner_client_unique').on(t.ownerId, t.clientId),
    // The contest's search: a lot's checks of one plate in a period.
    index('lot_checks_lot_registration_idx').on(t.parkingLotId, t.registration, t.checkedAt),
    check(
      'lot_checks_verdict_check',
      sql`${t.verdict} in ('valid', 'not_yet', 'ended', 'cancelled', 'booked', 'not_booked')`,
    ),
    check('lot_checks_registration_normalized', sql`${t.registration} ~ '^[A-Z0-9]{2,16}$'`),
  ],
);
