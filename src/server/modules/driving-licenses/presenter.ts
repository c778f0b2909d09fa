import type { DrivingLicenseContract, LicenseCategoryContract } from '../../../domain/contracts/driving-licenses';
import type { DrivingLicense, LicenseCategory } from './repository';

export function presentCategory(category: LicenseCategory): LicenseCategoryContract {
  return {
    id: category.id,
    category: category.category,
    obtained_at: category.obtainedAt,
    expires_at: category.expiresAt,
  };
}

export function presentLicense(license: DrivingLicense, categories: LicenseCategory[]): DrivingLicenseContract {
  return {
    id: license.id,
    number: license.number,
    country_code: license.countryCode,
    issue_date: license.issueDate,
    expiry_date: license.expiryDate,
    notes: license.notes,
    categories: categories.filter((c) => c.drivingLicenseId === license.id).map(presentCategory),
  };
}
