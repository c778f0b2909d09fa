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
