import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { EV_KW_RANGE, LOT_HEIGHT_RANGE, LOT_LENGTH_RANGE, type EvConnector } from '../../../domain/lot-features';
import type { ScheduleInterval } from '../../../domain/weekly-schedule';
import { createdAt, id, tstz, updatedAt } from './common';
import { users } from './users';

export const locations = pgTable(
  'locations',
  {
    id: id(),
    title: text('title').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    access: text('access').$type<'public' | 'restricted'>().notNull().default('public'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('locations_access_check', sql`${t.access} in ('public', 'restricted')`),
    check('locations_lat_range', sql`${t.latitude} between -90 and 90`),
    check('locations_lng_range', sql`${t.longitude} between -180 and 180`),
    index('locations_lat_lng_idx').on(t.latitude, t.longitude),
  ],
);

/** Which users are authorized for which locations (restricted ones are visible only to them). */
export const locationUsers = pgTable(
  'location_users',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: tstz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.userId] }), index('location_users_user_idx').on(t.userId)],
);

export const parkingLots = pgTable(
  'parking_lots',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    identifier: text('identifier').notNull(),
    zone: text('zone'),
    address: text('address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Direction from the lot centre to the recommended entry, 0-359. */
    orientationDegrees: integer('orientation_degrees').notNull().default(0),
    enteringType: text('entering_type').$type<'normal' | 'long_side'>().notNull().default('normal'),
    accessType: text('access_type').$type<'free_public' | 'public_fee' | 'private'>().notNull().default('free_public'),
    available: boolean('available').notNull().default(false),
    /** Null: private (never in search). */
    availableFrom: tstz('available_from'),
    /** Null: unlimited. */
    availableTo: tstz('available_to'),
    fastAvailabilityDurations: integer('fast_availability_durations')
      .array()
      .notNull()
      .default(sql`'{30,60,120,240,480}'::integer[]`),
    /**
     * The weekly schedule, [{day, from, to}] in minutes of the local day (domain/weekly-schedule.ts);
     * null: none. On the lot's row so a booking's share lock reads the schedule it checks.
     */
    weeklySchedule: jsonb('weekly_schedule').$type<ScheduleInterval[]>(),
    /** The gate code, the level...: shown to a driver only while they hold an open reservation. */
    accessInstructions: text('access_instructions'),
    /** EV charging: the connector (null: no charger) and its power in kW (both or neither). */
    evConnector: text('ev_connector').$type<EvConnector>(),
    evKw: doublePrecision('ev_kw'),
    accessible: boolean('accessible').notNull().default(false),
    covered: boolean('covered').notNull().default(false),
    gated: boolean('gated').notNull().default(false),
    lit: boolean('lit').notNull().default(false),
    /** The tallest and longest car the lot takes, in cm (null: no limit). */
    maxHeightCm: integer('max_height_cm'),
    maxLengthCm: integer('max_length_cm'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('parking_lots_orientation_range', sql`${t.orientationDegrees} between 0 and 359`),
    check('parking_lots_entering_type_check', sql`${t.enteringType} in ('normal', 'long_side')`),
    check('parking_lots_access_type_check', sql`${t.accessType} in ('free_public', 'public_fee', 'private')`),
    check(
      'parking_lots_window_check',
      sql`${t.availableTo} is null or ${t.availableFrom} is null or ${t.availableTo} > ${t.availableFrom}`,
    ),
    check(
      'parking_lots_weekly_schedule_check',
      sql`${t.weeklySchedule} is null or jsonb_typeof(${t.weeklySchedule}) = 'array'`,
    ),
    check(
      'parking_lots_access_instructions_length',
      sql`${t.accessInstructions} is null or char_length(${t.accessInstructions}) <= 1000`,
    ),
    check(
      'parking_lots_ev_check',
      sql`(${t.evConnector} is null and ${t.evKw} is null) or (${t.evConnector} in ('type2', 'ccs', 'chademo', 'schuko') and ${t.evKw} between ${sql.raw(String(EV_KW_RANGE.min))} and ${sql.raw(String(EV_KW_RANGE.max))})`,
    ),
    check(
      'parking_lots_max_height_range',
      sql`${t.maxHeightCm} is null or ${t.maxHeightCm} between ${sql.raw(String(LOT_HEIGHT_RANGE.min))} and ${sql.raw(String(LOT_HEIGHT_RANGE.max))}`,
    ),
    check(
      'parking_lots_max_length_range',
      sql`${t.maxLengthCm} is null or ${t.maxLengthCm} between ${sql.raw(String(LOT_LENGTH_RANGE.min))} and ${sql.raw(String(LOT_LENGTH_RANGE.max))}`,
    ),
    check('parking_lots_lat_range', sql`${t.latitude} between -90 and 90`),
    check('parking_lots_lng_range', sql`${t.longitude} between -180 and 180`),
    // The finder's map-viewport query: a box on latitude, then longitude, among bookable lots.
    index('parking_lots_bookable_lat_lng_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.available} and ${t.availableFrom} is not null`),
    index('parking_lots_owner_idx').on(t.ownerId),
    index('parking_lots_location_idx').on(t.locationId),
    index('parking_lots_identifier_trgm_idx').using('gin', sql`${t.identifier} gin_trgm_ops`),
    index('parking_lots_zone_trgm_idx').using('gin', sql`${t.zone} gin_trgm_ops`),
    // Unique identifiers per owner and location: parking_lots_owner_place_identifier_key,
    // an expression index written in the migration (*_owners_tools.sql).
    // The admin list's default order.
    index('parking_lots_identifier_id_idx').on(t.identifier, t.id),
  ],
);
