import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LicenseCategoryValues, DrivingLicenseValues } from '../../../domain/driving-license-schemas';
import type { Db, Tx } from '../../db/client';
import { drivingLicenseCategories, drivingLicenses } from '../../db/schema/index';

export type DrivingLicense = typeof drivingLicenses.$inferSelect;
export type LicenseCategory = typeof drivingLicenseCategories.$inferSelect;

const licenseColumns = (v: DrivingLicenseValues) => ({
  number: v.number,
  countryCode: v.country_code,
  issueDate: v.issue_date,
  expiryDate: v.expiry_date,
  notes: v.notes,
});

const categoryColumns = (v: LicenseCategoryValues) => ({
  category: v.category,
  obtainedAt: v.obtained_at,
  expiresAt: v.expires_at,
});

export async function listLicenses(db: Db | Tx, userId: number): Promise<DrivingLicense[]> {
  return db.select().from(drivingLicenses).where(eq(drivingLicenses.userId, userId)).orderBy(asc(drivingLicenses.id));
}

/** The categories of some licences, in the order of the list of categories' ids. */
export async function listCategories(db: Db | Tx, licenseIds: number[]): Promise<LicenseCategory[]> {
  if (licenseIds.length === 0) return [];
  return db
    .select()
    .from(drivingLicenseCategories)
    .where(inArray(drivingLicenseCategories.drivingLicenseId, licenseIds))
    .orderBy(asc(drivingLicenseCategories.id));
}

/** One of the user's licences; undefined for another's id as for an unknown one. */
export async function findLicense(db: Db | Tx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(drivingLicenses)
    .where(and(eq(drivingLicenses.id, id), eq(drivingLicenses.userId, userId)))
    .limit(1);
  return row;
}

export async function insertLicense(db: Db | Tx, userId: number, values: DrivingLicenseValues, now: Date) {
  const [row] = await db
    .insert(drivingLicenses)
    .values({ userId, ...licenseColumns(values), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('licence insert returned nothing');
  return row;
}

/** The changed licence; undefined when it was deleted meanwhile. */
export async function updateLicense(db: Db | Tx, id: number, values: DrivingLicenseValues, now: Date) {
  const [row] = await db
    .update(drivingLicenses)
    .set({ ...licenseColumns(values), updatedAt: now })
    .where(eq(drivingLicenses.id, id))
    .returning();
  return row;
}

export async function deleteLicense(db: Db | Tx, id: number): Promise<void> {
  await db.delete(drivingLicenses).where(eq(drivingLicenses.id, id));
}

export async function findCategory(db: Db | Tx, licenseId: number, id: number) {
  const [row] = await db
    .select()
    .from(drivingLicenseCategories)
    .where(and(eq(drivingLicenseCategories.id, id), eq(drivingLicenseCategories.drivingLicenseId, licenseId)))
    .limit(1);
  return row;
}

export async function insertCategory(db: Db | Tx, licenseId: number, values: LicenseCategoryValues, now: Date) {
  const [row] = await db
    .insert(drivingLicenseCategories)
    .values({ drivingLicenseId: licenseId, ...categoryColumns(values), createdAt: now })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

/** The changed category; undefined when it (or its licence) was deleted meanwhile. */
export async function updateCategory(db: Db | Tx, id: number, values: LicenseCategoryValues) {
  const [row] = await db
    .update(drivingLicenseCategories)
    .set(categoryColumns(values))
    .where(eq(drivingLicenseCategories.id, id))
    .returning();
  return row;
}

export async function deleteCategory(db: Db | Tx, id: number): Promise<void> {
  await db.delete(drivingLicenseCategories).where(eq(drivingLicenseCategories.id, id));
}
