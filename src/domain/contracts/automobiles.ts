import { z } from 'zod';

/** An automobile as the API answers it (PRODUCT.md, Field names). */
export const automobileContract = z.object({
  id: z.number().int(),
  registration_number: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  vin: z.string().nullable(),
  /** Optional, in cm: a lot's height and length limits are checked against them. */
  height_cm: z.number().int().nullable(),
  length_cm: z.number().int().nullable(),
});
export type AutomobileContract = z.infer<typeof automobileContract>;
