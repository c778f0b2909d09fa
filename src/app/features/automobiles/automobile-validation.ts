import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isValidRegistration, isValidVin, normalizeRegistration, normalizeVin } from '../../../domain/automobile';

export type AutomobileFields = {
  registration_number: string;
  make: string;
  model: string;
  vin: string;
  /** Whole cm as typed; '' when unknown. */
  height_cm: string;
  length_cm: string;
};
export type AutomobileFieldErrors = Partial<Record<keyof AutomobileFields, MessageDescriptor>>;

const messages = {
  registrationRequired: msg`Registration number is required`,
  registrationInvalid: msg`Enter a registration number of 2 to 16 letters and digits.`,
  vinInvalid: msg`The VIN has 17 letters and digits, without I, O or Q.`,
};

/**
 * The checks the form runs before sending (the server repeats them): a registration of 2-16
 * letters and digits (only when adding: it never changes) and, when given, a 17-character
 * VIN without I, O or Q.
 */
export function validateAutomobile(values: AutomobileFields, options: { isNew: boolean }): AutomobileFieldErrors {
  const errors: AutomobileFieldErrors = {};
  if (options.isNew) {
    if (!values.registration_number.trim()) errors.registration_number = messages.registrationRequired;
    else if (!isValidRegistration(normalizeRegistration(values.registration_number)))
      errors.registration_number = messages.registrationInvalid;
  }
  if (values.vin.trim() && !isValidVin(normalizeVin(values.vin))) errors.vin = messages.vinInvalid;
  return errors;
}
