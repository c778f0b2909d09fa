import { z } from 'zod';
import { parseApiDateTime } from './date-time';
import { EV_KW_RANGE, LOT_HEIGHT_RANGE, LOT_LENGTH_RANGE, evConnectors } from './lot-features';
import { evenWithOtherErrors, parkingLotValidationCodes } from './validation-codes';

export const enteringTypes = ['normal', 'long_side'] as const;
export type EnteringType = (typeof enteringTypes)[number];
export const accessTypes = ['free_public', 'public_fee', 'private'] as const;
export type AccessType = (typeof accessTypes)[number];
export const locationAccesses = ['public', 'restricted'] as const;

/** A week: longer fast availability is better set as an explicit window. */
export const MAX_FAST_DURATION_MINUTES = 7 * 24 * 60;

/** The longest access instructions (characters). */
export const MAX_ACCESS_INSTRUCTIONS = 1000;

/** A number, or a numeric string from a form field; blank is missing. */
const numberish = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v === '' ? undefined : v,
    schema,
  );

/** Absent keeps the stored value (undefined), blank or null clears it (null). */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** An API date-time ('YYYY-MM-DD HH:mm:ss' in the zone, or ISO 8601 with an offset); null clears. */
export const apiDateTimeSchema = (zone: string) =>
  z
    .string()
    .nullish()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      if (text === null || text.trim() === '') return null;
      const date = parseApiDateTime(text, zone);
      if (!date) {
        ctx.addIssue({ code: 'custom', params: { code: parkingLotValidationCodes.dateTime } });
        return z.NEVER;
      }
      return date;
    });

const durations = z
  .array(numberish(z.number().int().min(1).max(MAX_FAST_DURATION_MINUTES)))
  .max(12)
  .transform((list) => [...new Set(list)].sort((a, b) => a - b));

/** A whole number of cm in a range, or null (no limit); blank clears. */
const limitCm = (range: { min: number; max: number }) =>
  z.preprocess((v) => (v === '' ? null : v), numberish(z.number().int().min(range.min).max(range.max).nullish()));

/**
 * The lot's features: each key optional (absent keeps the stored value); ev_charging null
 * removes the charger, else both its connector and its power (kW, at most one decimal).
 */
export const lotFeaturesSchema = z.object({
  ev_charging: z
    .object({
      connector: z.enum(evConnectors),
      kw: numberish(
        z
          .number()
          .min(EV_KW_RANGE.min)
          .max(EV_KW_RANGE.max)
          .transform((kw) => Math.round(kw * 10) / 10),
      ),
    })
    .nullish(),
  accessible: z.boolean().optional(),
  covered: z.boolean().optional(),
  gated: z.boolean().optional(),
  lit: z.boolean().optional(),
});
export type LotFeaturesInput = z.output<typeof lotFeaturesSchema>;

const lotFields = (zone: string) => ({
  identifier: z.string().trim().min(1).max(50),
  zone: clearableText(100),
  address: clearableText(255),
  location_id: numberish(z.number().int().positive().max(2_147_483_647).nullish()),
  latitude: numberish(z.number().min(-90).max(90)),
  longitude: numberish(z.number().min(-180).max(180)),
  orientation_degrees: numberish(z.number().int().min(0).max(359).optional()),
  entering_type: z.enum(enteringTypes).optional(),
  access_type: z.enum(accessTypes).optional(),
  fast_availability_durations: durations.optional(),
  available: z.boolean().optional(),
  available_from: apiDateTimeSchema(zone),
  available_to: apiDateTimeSchema(zone),
  /** The gate code, the level...: blank or null clears. */
  access_instructions: clearableText(MAX_ACCESS_INSTRUCTIONS),
  features: lotFeaturesSchema.optional(),
  max_height_cm: limitCm(LOT_HEIGHT_RANGE),
  max_length_cm: limitCm(LOT_LENGTH_RANGE),
});

type WindowLike = { available_from?: Date | null; available_to?: Date | null };

/** Reports available_to not after available_from on the available_to field. */
export function checkWindowOrder(value: WindowLike, ctx: z.RefinementCtx): void {
  const { available_from: from, available_to: to } = value;
  if (from instanceof Date && to instanceof Date && to.getTime() <= from.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['available_to'], params: { code: parkingLotValidationCodes.windowOrder } });
  }
}

export const parkingLotCreateSchema = (zone: string) =>
  z.object(lotFields(zone)).superRefine(checkWindowOrder, evenWithOtherErrors);

/** Every field optional: what is sent changes, what is absent stays. */
export const parkingLotUpdateSchema = (zone: string) => {
  const f = lotFields(zone);
  return z
    .object({
      ...f,
      identifier: f.identifier.optional(),
      latitude: f.latitude.optional(),
      longitude: f.longitude.optional(),
    })
    .superRefine(checkWindowOrder, evenWithOtherErrors);
};

/**
 * POST /parking-lots/{id}/availability: either {duration_minutes} (from now, one of the lot's
 * fast durations, null = unlimited) or {available, available_from?, available_to?}.
 */
export const availabilityChangeSchema = (zone: string) =>
  z
    .object({
      duration_minutes: numberish(z.number().int().min(1).max(MAX_FAST_DURATION_MINUTES).nullish()),
      available: z.boolean().optional(),
      available_from: apiDateTimeSchema(zone),
      available_to: apiDateTimeSchema(zone),
    })
    .superRefine((value, ctx) => {
      if (value.duration_minutes === undefined && value.available === undefined) {
        ctx.addIssue({ code: 'invalid_type', expected: 'boolean', input: undefined, path: ['available'] });
      }
      checkWindowOrder(value, ctx);
    });

const locationFields = {
  title: z.string().trim().min(1).max(100),
  address: clearableText(255),
  latitude: numberish(z.number().min(-90).max(90)),
  longitude: numberish(z.number().min(-180).max(180)),
  access: z.enum(locationAccesses),
};

export const locationPayloadSchema = z.object({ ...locationFields, access: locationFields.access.default('public') });

/** Every field optional; absent ones stay as they are (no default for access here). */
export const locationUpdateSchema = z.object(locationFields).partial();

export type ParkingLotCreate = z.output<ReturnType<typeof parkingLotCreateSchema>>;
export type ParkingLotUpdate = z.output<ReturnType<typeof parkingLotUpdateSchema>>;
export type AvailabilityChange = z.output<ReturnType<typeof availabilityChangeSchema>>;
export type LocationPayload = z.output<typeof locationPayloadSchema>;
export type LocationUpdate = z.output<typeof locationUpdateSchema>;
