import { z } from 'zod';
import { isValidRegistration, isValidVin, normalizeRegistration, normalizeVin } from './automobile';
import { CAR_HEIGHT_RANGE, CAR_LENGTH_RANGE } from './lot-features';
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

/** A size in whole cm within a range; absent keeps, blank or null clears (a form sends text). */
const centimetres = (range: { min: number; max: number }) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
    z.number().int().min(range.min).max(range.max).nullish(),
  );

export const carHeightSchema = centimetres(CAR_HEIGHT_RANGE);
export const carLengthSchema = centimetres(CAR_LENGTH_RANGE);

export const automobileCreateSchema = z.object({
  registration_number: registrationNumberSchema,
  make: clearableText,
  model: clearableText,
  vin,
  height_cm: carHeightSchema,
  length_cm: carLengthSchema,
});

/** registration_number never changes: it may be sent back unchanged, and is then ignored. */
export const automobileUpdateSchema = z.object({
  registration_number: registrationNumberSchema.optional(),
  make: clearableText,
  model: clearableText,
  vin,
  height_cm: carHeightSchema,
  length_cm: carLengthSchema,
});

export type AutomobileCreate = z.output<typeof automobileCreateSchema>;
export type AutomobileUpdate = z.output<typeof automobileUpdateSchema>;
