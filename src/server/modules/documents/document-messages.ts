import { validationCodes } from '../../../domain/validation-codes';
import { registerValidationMessages } from '../../lib/validation';

registerValidationMessages({
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
});
