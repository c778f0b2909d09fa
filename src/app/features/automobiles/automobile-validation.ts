import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { automobileCreateSchema, automobileUpdateSchema } from '../../../domain/automobile-schemas';
import { formIssues } from '../../lib/form-issues';

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

const registrationRequired = msg`Registration number is required`;

/** What the form sends: the registration only when adding (it never changes), sizes trimmed. */
export function automobileBody(values: AutomobileFields, options: { isNew: true }): AutomobileFields;
export function automobileBody(values: AutomobileFields, options: { isNew: boolean }): Partial<AutomobileFields>;
export function automobileBody(values: AutomobileFields, options: { isNew: boolean }): Partial<AutomobileFields> {
  const size = { height_cm: values.height_cm.trim(), length_cm: values.length_cm.trim() };
  if (options.isNew) return { ...values, ...size };
  return { make: values.make, model: values.model, vin: values.vin, ...size };
}

/**
 * The checks the form runs before sending, with the schema the server validates the body with
 * (a registration of 2-16 letters and digits when adding, a 17-character VIN without I, O or Q
 * when given, sizes in their ranges). The server repeats them.
 */
export function validateAutomobile(values: AutomobileFields, options: { isNew: boolean }): AutomobileFieldErrors {
  const schema = options.isNew ? automobileCreateSchema : automobileUpdateSchema;
  const errors: AutomobileFieldErrors = formIssues(schema, automobileBody(values, options));
  if (options.isNew && !values.registration_number.trim()) errors.registration_number = registrationRequired;
  return errors;
}
