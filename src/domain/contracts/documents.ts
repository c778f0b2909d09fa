import { z } from 'zod';

/** An automobile document as the API answers it (PRODUCT.md, Field names); every kind has every field. */
export const documentContract = z.object({
  id: z.number().int(),
  automobile_id: z.number().int(),
  provider: z.string().nullable(),
  type: z.string().nullable(),
  policy_number: z.string().nullable(),
  country_code: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  expires_at: z.string().nullable(),
  notes: z.string().nullable(),
  issue_date: z.string().nullable(),
  itp_location: z.string().nullable(),
});
export type DocumentContract = z.infer<typeof documentContract>;

/** What POST /reservations adds when the chosen car's papers lapse (PRODUCT.md, Documents and licences). */
export const bookingWarningContract = z.object({
  code: z.enum(['expired', 'expires_before_end']),
  document_kind: z.enum(['technical-inspections', 'insurances', 'road-taxes']),
  expires_at: z.string(),
});
export type BookingWarningContract = z.infer<typeof bookingWarningContract>;
