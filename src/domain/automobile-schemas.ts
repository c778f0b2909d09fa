import { z } from 'zod';
import { isValidRegistration, isValidVin, normalizeRegistration, normalizeVin } from './automobile';
import { validationCodes } from './validation-codes';

export const registrationNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform(normalizeRegistration)
  .refine(isValidRegistration, { params: { code: validationCodes.registrationNumber } });

/** Absent keeps the stored value (undefined), blank or null clears it (null). */
const clearableText = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

const vin = z
  .string()
  .max(40)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? normalizeVin(v) : null))
  .refine((v) => v == null || isValidVin(v), { params: { code: validationCodes.vin } });

export const automobileCreateSchema = z.object({
  registration_number: registrationNumberSchema,
  make: clearableText,
  model: clearableText,
  vin,
});

/** registration_number never changes: it may be sent back unchanged, and is then ignored. */
export const automobileUpdateSchema = z.object({
  registration_number: registrationNumberSchema.optional(),
  make: clearableText,
  model: clearableText,
  vin,
});

export type AutomobileCreate = z.output<typeof automobileCreateSchema>;
export type AutomobileUpdate = z.output<typeof automobileUpdateSchema>;
