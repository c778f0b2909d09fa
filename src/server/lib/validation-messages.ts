import { parkingLotValidationCodes, validationCodes } from '../../domain/validation-codes';
import { scheduleValidationCodes } from '../../domain/weekly-schedule';
import type { ServerMessage } from './i18n';

type CustomCode =
  | (typeof validationCodes)[keyof typeof validationCodes]
  | (typeof parkingLotValidationCodes)[keyof typeof parkingLotValidationCodes]
  | (typeof scheduleValidationCodes)[keyof typeof scheduleValidationCodes];

/**
 * The texts of the custom refinements of the shared (domain) schemas, by the code they carry
 * in `params.code`. One table, read by `fieldErrorsFromIssues`: every code has its text
 * whichever module's route meets it (the type fails when a code is added without one).
 */
export const customValidationMessages = {
  [validationCodes.passwordConfirmation]: /*i18n*/ {
    id: 'validation.password_confirmation',
    message: 'The password confirmation does not match.',
  },
  [validationCodes.phone]: /*i18n*/ {
    id: 'validation.phone',
    message: 'Enter a phone number of 7 to 15 digits, optionally starting with +.',
  },
  [validationCodes.registrationNumber]: /*i18n*/ {
    id: 'validation.registration_number',
    message: 'Enter a registration number of 2 to 16 letters and digits.',
  },
  [validationCodes.vin]: /*i18n*/ {
    id: 'validation.vin',
    message: 'The VIN has 17 letters and digits, without I, O or Q.',
  },
  [validationCodes.calendarDate]: /*i18n*/ { id: 'validation.calendar_date', message: 'Enter a valid date.' },
  [validationCodes.validUntilAfterFrom]: /*i18n*/ {
    id: 'validation.valid_until_after_valid_from',
    message: 'Must be after the valid-from date.',
  },
  [validationCodes.expiryAfterIssue]: /*i18n*/ {
    id: 'validation.expiry_after_issue',
    message: 'Must be after the issue date.',
  },
  [validationCodes.expiryAfterObtained]: /*i18n*/ {
    id: 'validation.expiry_after_obtained',
    message: 'Must be after the date the category was obtained.',
  },
  [validationCodes.countryCode]: /*i18n*/ {
    id: 'validation.country_code',
    message: 'Choose a country from the list.',
  },
  [parkingLotValidationCodes.dateTime]: /*i18n*/ {
    id: 'parking_lots.invalid_date_time',
    message: 'Enter a valid date and time (YYYY-MM-DD HH:mm:ss).',
  },
  [parkingLotValidationCodes.windowOrder]: /*i18n*/ {
    id: 'parking_lots.window_order',
    message: 'The end of availability must be after its start.',
  },
  [scheduleValidationCodes.time]: /*i18n*/ {
    id: 'parking_lots.schedule_time',
    message: 'Enter a time as HH:mm (00:00 to 24:00).',
  },
  [scheduleValidationCodes.order]: /*i18n*/ {
    id: 'parking_lots.schedule_order',
    message: 'The end must be after the start.',
  },
  [scheduleValidationCodes.overlap]: /*i18n*/ {
    id: 'parking_lots.schedule_overlap',
    message: 'This interval overlaps another one of the same day.',
  },
  [scheduleValidationCodes.tooMany]: /*i18n*/ {
    id: 'parking_lots.schedule_too_many',
    message: 'At most {maximum} intervals a day.',
  },
} satisfies Record<CustomCode, ServerMessage>;

export function customValidationMessage(code: string): ServerMessage | undefined {
  return Object.hasOwn(customValidationMessages, code) ? customValidationMessages[code as CustomCode] : undefined;
}
