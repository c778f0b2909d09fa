import type { DrivingLicenseContract } from '../../../domain/contracts/driving-licenses';
import type { DrivingLicenseValues, LicenseCategoryValues } from '../../../domain/driving-license-schemas';
import type { DbClock, Deps } from '../../deps';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors';
import { notFound, validationFailed } from '../../lib/errors';
import { presentLicense } from './presenter';
import { licenseMessages } from './messages';
import * as repo from './repository';

const numberTaken = () => validationFailed({ number: [licenseMessages.numberTaken] });
const categoryTaken = () => validationFailed({ category: [licenseMessages.categoryTaken] });

/**
 * A unique index decides duplicates (a number per user, a category per licence): 422 on that
 * field. A row that is gone when written (a DELETE racing the change: nothing updated, or the
 * licence of a new category missing) answers 404, like an unknown id.
 */
async function unique<T>(work: () => Promise<T | undefined>, taken: () => Error): Promise<T> {
  let row: T | undefined;
  try {
    row = await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
  if (row === undefined) throw notFound();
  return row;
}

async function ownLicense(deps: Pick<Deps, 'db'>, userId: number, id: number) {
  const license = await repo.findLicense(deps.db, userId, id);
  if (!license) throw notFound();
  return license;
}

async function withCategories(deps: Pick<Deps, 'db'>, license: repo.DrivingLicense): Promise<DrivingLicenseContract> {
  return presentLicense(license, await repo.listCategories(deps.db, [license.id]));
}

export async function listUserLicenses(deps: Pick<Deps, 'db'>, userId: number): Promise<DrivingLicenseContract[]> {
  const licenses = await repo.listLicenses(deps.db, userId);
  const categories = await repo.listCategories(
    deps.db,
    licenses.map((l) => l.id),
  );
  return licenses.map((license) => presentLicense(license, categories));
}

export async function getLicense(deps: Pick<Deps, 'db'>, userId: number, id: number) {
  return withCategories(deps, await ownLicense(deps, userId, id));
}

export async function createLicense(deps: DbClock, userId: number, values: DrivingLicenseValues) {
  const license = await unique(() => repo.insertLicense(deps.db, userId, values, deps.now()), numberTaken);
  return presentLicense(license, []);
}

export async function changeLicense(deps: DbClock, userId: number, id: number, values: DrivingLicenseValues) {
  const license = await ownLicense(deps, userId, id);
  const updated = await unique(() => repo.updateLicense(deps.db, license.id, values, deps.now()), numberTaken);
  return withCategories(deps, updated);
}

export async function removeLicense(deps: Pick<Deps, 'db'>, userId: number, id: number) {
  const license = await ownLicense(deps, userId, id);
  await repo.deleteLicense(deps.db, license.id);
}

export async function listLicenseCategories(deps: Pick<Deps, 'db'>, userId: number, licenseId: number) {
  const license = await ownLicense(deps, userId, licenseId);
  return repo.listCategories(deps.db, [license.id]);
}

export async function addCategory(deps: DbClock, userId: number, licenseId: number, values: LicenseCategoryValues) {
  const license = await ownLicense(deps, userId, licenseId);
  return unique(() => repo.insertCategory(deps.db, license.id, values, deps.now()), categoryTaken);
}

async function ownCategory(deps: Pick<Deps, 'db'>, userId: number, licenseId: number, id: number) {
  const license = await ownLicense(deps, userId, licenseId);
  const category = await repo.findCategory(deps.db, license.id, id);
  if (!category) throw notFound();
  return category;
}

export async function changeCategory(
  deps: Pick<Deps, 'db'>,
  userId: number,
  ids: { licenseId: number; id: number },
  values: LicenseCategoryValues,
) {
  const category = await ownCategory(deps, userId, ids.licenseId, ids.id);
  return unique(() => repo.updateCategory(deps.db, category.id, values), categoryTaken);
}

export async function removeCategory(deps: Pick<Deps, 'db'>, userId: number, ids: { licenseId: number; id: number }) {
  const category = await ownCategory(deps, userId, ids.licenseId, ids.id);
  await repo.deleteCategory(deps.db, category.id);
}
