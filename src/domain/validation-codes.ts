/**
 * Codes carried in `params.code` by the custom refinements of the shared schemas. The
 * server has a translated message for each (server/lib/validation-messages.ts); the app
 * maps them to its own texts.
 */
export const validationCodes = {
  passwordConfirmation: 'password_confirmation_mismatch',
  phone: 'phone_format',
  registrationNumber: 'registration_number_format',
  vin: 'vin_format',
  calendarDate: 'calendar_date',
  validUntilAfterFrom: 'valid_until_after_valid_from',
  expiryAfterIssue: 'expiry_after_issue',
  expiryAfterObtained: 'expiry_after_obtained',
  countryCode: 'country_code',
} as const;

/**
 * The codes of the parking lot schema's refinements (domain/parking-lot.ts). Kept here, with
 * no Zod around them, because the app's form messages (lib/form-issues.ts) are loaded by
 * screens that validate nothing before a submit.
 */
export const parkingLotValidationCodes = {
  dateTime: 'parking_lot_date_time',
  windowOrder: 'availability_window_order',
} as const;

/**
 * For a check across fields (`.superRefine(check, evenWithOtherErrors)`): zod skips such a
 * check once any field failed, so a form would learn of "the confirmation does not match" only
 * after fixing the other fields; with this every error comes in one answer. The check must
 * then read its fields defensively (they may be missing or of the wrong type). It still does
 * not run when the value itself is not an object (a JSON body of `null`, a string): there is
 * nothing to compare, and the check would throw.
 */
export const evenWithOtherErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The same for a check across the items of a list: it runs only on an array. */
export const evenWithOtherItemErrors = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };
