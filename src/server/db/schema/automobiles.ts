import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CAR_HEIGHT_RANGE, CAR_LENGTH_RANGE } from '../../../domain/lot-features';
import { createdAt, id, updatedAt } from './common';
import { users } from './users';

export const automobiles = pgTable(
  'automobiles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Upper-case, no spaces or dashes; never changes after creation. */
    registrationNumber: text('registration_number').notNull(),
    make: text('make'),
    model: text('model'),
    vin: text('vin'),
    /** Optional: a lot's height and length limits are checked against them (domain/lot-features.ts). */
    heightCm: integer('height_cm'),
    lengthCm: integer('length_cm'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('automobiles_user_registration_unique').on(t.userId, t.registrationNumber),
    index('automobiles_registration_trgm_idx').using('gin', sql`${t.registrationNumber} gin_trgm_ops`),
    index('automobiles_make_trgm_idx').using('gin', sql`${t.make} gin_trgm_ops`),
    // The admin list's default order.
    index('automobiles_registration_id_idx').on(t.registrationNumber, t.id),
    check('automobiles_registration_normalized', sql`${t.registrationNumber} ~ '^[A-Z0-9]{1,16}$'`),
    check(
      'automobiles_height_range',
      sql`${t.heightCm} is null or ${t.heightCm} between ${sql.raw(String(CAR_HEIGHT_RANGE.min))} and ${sql.raw(String(CAR_HEIGHT_RANGE.max))}`,
    ),
    check(
      'automobiles_length_range',
      sql`${t.lengthCm} is null or ${t.lengthCm} between ${sql.raw(String(CAR_LENGTH_RANGE.min))} and ${sql.raw(String(CAR_LENGTH_RANGE.max))}`,
    ),
    check('automobiles_vin_format', sql`${t.vin} is null or ${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
  ],
);

export const documentKinds = [
  'technical_inspection',
  'insurance',
  'road_tax',
  'first_aid_kit',
  'fire_extinguisher',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/**
 * The five kinds of automobile documents share one table: they share most fields
 * (SPEC.md section 3) and one expiry-reminder job reads them all.
 */
export const automobileDocuments = pgTable(
  'automobile_documents',
  {
    id: id(),
    automobileId: integer('automobile_id')
      .notNull()
      .references(() => automobiles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    provider: text('provider'),
    type: text('type'),
    policyNumber: text('policy_number'),
    countryCode: text('country_code'),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    expiresAt: date('expires_at'),
    issueDate: date('issue_date'),
    itpLocation: text('itp_location'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('automobile_documents_automobile_idx').on(t.automobileId, t.kind),
    index('automobile_documents_expiry_idx').on(sql`coalesce(${t.expiresAt}, ${t.validUntil})`),
    check(
      'automobile_documents_kind_check',
      sql`${t.kind} in ('technical_inspection', 'insurance', 'road_tax', 'first_aid_kit', 'fire_extinguisher')`,
    ),
    check(
      'automobile_documents_valid_range',
      sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validUntil} >= ${t.validFrom}`,
    ),
  ],
);

export const drivingLicenses = pgTable(
  'driving_licenses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    countryCode: text('country_code'),
    issueDate: date('issue_date'),
    expiryDate: date('expiry_date'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('driving_licenses_user_number_unique').on(t.userId, t.number),
    index('driving_licenses_expiry_idx').on(t.expiryDate),
  ],
);

export const drivingLicenseCategories = pgTable(
  'driving_license_categories',
  {
    id: id(),
    drivingLicenseId: integer('driving_license_id')
      .notNull()
      .references(() => drivingLicenses.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    obtainedAt: date('obtained_at'),
    expiresAt: date('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('driving_license_categories_unique').on(t.drivingLicenseId, t.category)],
);
