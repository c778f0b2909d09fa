import { z } from 'zod';

/** One category of a driving licence. */
export const licenseCategoryContract = z.object({
  id: z.number().int(),
  category: z.string(),
  obtained_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type LicenseCategoryContract = z.infer<typeof licenseCategoryContract>;

/** A driving licence with its categories (PRODUCT.md, Field names). */
export const drivingLicenseContract = z.object({
  id: z.number().int(),
  number: z.string(),
  country_code: z.string().nullable(),
  issue_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  notes: z.string().nullable(),
  categories: z.array(licenseCategoryContract),
});
export type DrivingLicenseContract = z.infer<typeof drivingLicenseContract>;
