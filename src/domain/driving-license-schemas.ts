import { z } from 'zod';
import { countryCode, dateOrder, notes, optionalDate, requiredDate, requiredText } from './document-schemas';
import { evenWithOtherErrors, validationCodes } from './validation-codes';

/** Driving licence categories (EU directive 2006/126/EC and the Romanian tractor ones). */
export const licenseCategories = [
  'AM',
  'A1',
  'A2',
  'A',
  'B1',
  'B',
  'BE',
  'C1',
  'C1E',
  'C',
  'CE',
  'D1',
  'D1E',
  'D',
  'DE',
  'Tr',
  'Tb',
  'Tv',
] as const;

/** POST and PUT /driving-licenses. */
export const drivingLicenseSchema = z
  .object({
    number: requiredText(40),
    country_code: countryCode,
    issue_date: optionalDate,
    expiry_date: requiredDate,
    notes,
  })
  .superRefine(dateOrder('issue_date', 'expiry_date', validationCodes.expiryAfterIssue), evenWithOtherErrors);

/** POST and PUT /driving-licenses/{id}/categories. */
export const licenseCategorySchema = z
  .object({ category: z.enum(licenseCategories), obtained_at: requiredDate, expires_at: optionalDate })
  .superRefine(dateOrder('obtained_at', 'expires_at', validationCodes.expiryAfterObtained), evenWithOtherErrors);

export type DrivingLicenseValues = z.output<typeof drivingLicenseSchema>;
export type LicenseCategoryValues = z.output<typeof licenseCategorySchema>;
