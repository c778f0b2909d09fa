import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './common';
import { parkingLots } from './parking';
import { reservations } from './reservations';
import { users } from './users';

export const ratingSides = ['driver', 'owner'] as const;
/** 'driver': the driver rates the lot (and its owner); 'owner': the lot's owner rates the driver. */
export type RatingSide = (typeof ratingSides)[number];

export const ratingTags = ['as_described', 'easy_access', 'safe', 'well_lit'] as const;
export type RatingTag = (typeof ratingTags)[number];

/**
 * A rating after a finalized or expired reservation (PRODUCT.md, "Lot features and ratings"),
 * one per reservation and side: the unique index decides 20 parallel posts. Double-blind:
 * `visible_from` is the end + 14 days when written, and both rows' move to the moment the
 * second side rates; a rating is shown to anyone but its author only from then on.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    side: text('side').$type<RatingSide>().notNull(),
    raterId: integer('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The one rated: the lot's owner (side 'driver') or the driver (side 'owner'). */
    ratedUserId: integer('rated_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parkingLotId: integer('parking_lot_id')
      .notNull()
      .references(() => parkingLots.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    tags: text('tags')
      .array()
      .$type<RatingTag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    text: text('text'),
    createdAt: createdAt(),
    visibleFrom: tstz('visible_from').notNull(),
    /** Hidden by an administrator after a report: shown to nobody but its author. */
    hidden: boolean('hidden').notNull().default(false),
    /** The owner's one reply to a driver's rating of their lot. */
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    /** The last administrator's decision on its reports ('hide' or 'keep'). */
    moderation: text('moderation').$type<'hide' | 'keep'>(),
    moderatedAt: tstz('moderated_at'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('ratings_reservation_side_unique').on(t.reservationId, t.side),
    check('ratings_side_check', sql`${t.side} in ('driver', 'owner')`),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
    check('ratings_text_length', sql`${t.text} is null or char_length(${t.text}) <= 500`),
    check('ratings_reply_length', sql`${t.reply} is null or char_length(${t.reply}) <= 500`),
    check('ratings_reply_pair', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    check('ratings_tags_known', sql`${t.tags} <@ array['as_described', 'easy_access', 'safe', 'well_lit']::text[]`),
    check('ratings_moderation_check', sql`${t.moderation} is null or ${t.moderation} in ('hide', 'keep')`),
    // A lot's shown ratings and its average (the finder probes it once per lot).
    index('ratings_lot_visible_idx')
      .on(t.parkingLotId, t.visibleFrom)
      .where(sql`${t.side} = 'driver' and not ${t.hidden}`),
  ],
);

/** Anyone's report of a rating, once per reporter; administrators read the unmoderated ones. */
export const ratingReports = pgTable(
  'rating_reports',
  {
    ratingId: integer('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ratingId, t.reporterId] }),
    check('rating_reports_reason_length', sql`${t.reason} is null or char_length(${t.reason}) <= 500`),
    index('rating_reports_created_idx').on(t.createdAt),
  ],
);

export const strikeKinds = ['cancel', 'report'] as const;
export type StrikeKind = (typeof strikeKinds)[number];

/**
 * An owner's strike (docs/ratings.md, "Reliability"): a cancel of a booked reservation, or a
 * driver's "spot taken" report that stood (not contested within 72 hours, or refunded by an
 * administrator). One per reservation and kind, so a job and an event may both record it.
 */
export const ownerStrikes = pgTable(
  'owner_strikes',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StrikeKind>().notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When it happened: the cancel's time, or the report's. */
    at: tstz('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.kind] }),
    check('owner_strikes_kind_check', sql`${t.kind} in ('cancel', 'report')`),
    index('owner_strikes_owner_at_idx').on(t.ownerId, t.at),
  ],
);

/**
 * An owner's lots taken out of search by three strikes within 30 days, until an administrator
 * restores them (`restored_at`). One open row per owner (the partial unique index); the
 * finder's one condition is "no open row for the lot's owner".
 */
export const ownerSearchHolds = pgTable(
  'owner_search_holds',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    strikes: integer('strikes').notNull(),
    removedAt: tstz('removed_at').notNull(),
    restoredAt: tstz('restored_at'),
    restoredBy: integer('restored_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('owner_search_holds_open_unique')
      .on(t.ownerId)
      .where(sql`${t.restoredAt} is null`),
    index('owner_search_holds_owner_idx').on(t.ownerId, t.removedAt),
    check('owner_search_holds_note_length', sql`${t.note} is null or char_length(${t.note}) <= 500`),
  ],
);
