import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { countryCodes } from './country-codes';
import { insuranceTypes, type ApiDocumentKind } from './documents';
import { evenWithOtherErrors, validationCodes } from './validation-codes';

const blankToNull = (v: string | null | undefined) => (v ? v : null);

/** A required calendar date 'YYYY-MM-DD' that exists. */
export const requiredDate = z
  .string()
  .trim()
  .min(1)
  .refine((v) => v === '' || isCalendarDate(v), { params: { code: validationCodes.calendarDate } });

/** An optional calendar date: blank or null is none. */
export const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform(blankToNull)
  .refine((v) => v === null || isCalendarDate(v), { params: { code: validationCodes.calendarDate } });

export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) => z.string().trim().max(max).nullish().transform(blankToNull);
export const notes = optionalText(500);

const countrySet = new Set(countryCodes);
/** An ISO country code of GET /enums/CountryCode; absent or blank is RO. */
export const countryCode = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : 'RO'))
  .refine((v) => countrySet.has(v), { params: { code: validationCodes.countryCode } });

/** `later` must be after `earlier` (both real dates): the error goes on `later`. */
export function dateOrder<T extends Record<string, unknown>>(earlier: keyof T, later: keyof T, code: string) {
  return (value: T, ctx: z.RefinementCtx) => {
    const a = value[earlier];
    const b = value[later];
    if (typeof a === 'string' && typeof b === 'string' && isCalendarDate(a) && isCalendarDate(b) && b <= a)
      ctx.addIssue({ code: 'custom', path: [later as string], params: { code } });
  };
}

const technicalInspection = z
  .object({ itp_location: requiredText(120), issue_date: requiredDate, expires_at: requiredDate, notes })
  .superRefine(dateOrder('issue_date', 'expires_at', validationCodes.expiryAfterIssue), evenWithOtherErrors);

/** A document valid from one day until a later one, in a country, with fields of its own first. */
function validityDocument<F extends z.ZodRawShape>(fields: F) {
  return z
    .object({ ...fields, country_code: countryCode, valid_from: requiredDate, valid_until: requiredDate, notes })
    .superRefine(
      dateOrder<Record<string, unknown>>('valid_from', 'valid_until', validationCodes.validUntilAfterFrom),
      evenWithOtherErrors,
    );
}

const insurance = validityDocument({
  type: z.enum(insuranceTypes),
  provider: requiredText(100),
  policy_number: requiredText(100),
});

const roadTax = validityDocument({ provider: optionalText(100), policy_number: optionalText(100) });

const expiringItem = z
  .object({ expires_at: requiredDate, issue_date: optionalDate, notes })
  .superRefine(dateOrder('issue_date', 'expires_at', validationCodes.expiryAfterIssue), evenWithOtherErrors);

/** The body of POST and PUT /automobiles/{id}/{kind}, by kind: the fields of that kind only. */
export const documentSchemas = {
  'technical-inspections': technicalInspection,
  insurances: insurance,
  'road-taxes': roadTax,
  'first-aid-kits': expiringItem,
  'fire-extinguishers': expiringItem,
} satisfies Record<ApiDocumentKind, z.ZodType>;

export type DocumentFields = Partial<{
  provider: string | null;
  type: string | null;
  policy_number: string | null;
  country_code: string | null;
  valid_from: string | null;
  valid_until: string | null;
  expires_at: string | null;
  issue_date: string | null;
  itp_location: string | null;
  notes: string | null;
}>;
