import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { validationCodes } from '../../domain/validation-codes';

const messages = {
  required: msg`This field is required.`,
  invalid: msg`This value is not valid.`,
  tooLong: msg`This text is too long.`,
  choice: msg`Choose one of the allowed values.`,
  email: msg`Enter a valid email address.`,
  [validationCodes.passwordConfirmation]: msg`The password confirmation does not match.`,
  [validationCodes.phone]: msg`Enter a phone number of 7 to 15 digits, optionally starting with +.`,
  [validationCodes.registrationNumber]: msg`Enter a registration number of 2 to 16 letters and digits.`,
  [validationCodes.vin]: msg`The VIN has 17 letters and digits, without I, O or Q.`,
  [validationCodes.calendarDate]: msg`Enter a valid date.`,
  [validationCodes.validUntilAfterFrom]: msg`Must be after the valid-from date.`,
  [validationCodes.expiryAfterIssue]: msg`Must be after the issue date.`,
  [validationCodes.expiryAfterObtained]: msg`Must be after the date the category was obtained.`,
  [validationCodes.countryCode]: msg`Choose a country from the list.`,
} as Record<string, MessageDescriptor>;

/** A text under its minimum: "required" for a minimum of one, else how many (a password's 8). */
function tooShort(issue: z.core.$ZodIssueTooSmall): MessageDescriptor {
  const minimum = Number(issue.minimum);
  if (issue.origin === 'number') return messages.invalid!;
  if (issue.origin !== 'string' || minimum <= 1) return messages.required!;
  return msg`At least ${minimum} characters.`;
}

function messageOf(issue: z.core.$ZodIssue): MessageDescriptor {
  if (issue.code === 'custom') {
    const code = (issue.params as { code?: string } | undefined)?.code;
    return (code && messages[code]) || messages.invalid!;
  }
  if (issue.code === 'too_small') return tooShort(issue);
  // A form sends strings: a value of another type is a field left out (zod keeps no input).
  if (issue.code === 'invalid_type') return messages.required!;
  if (issue.code === 'too_big') return issue.origin === 'string' ? messages.tooLong! : messages.invalid!;
  if (issue.code === 'invalid_value') return messages.choice!;
  if (issue.code === 'invalid_format' && issue.format === 'email') return messages.email!;
  return messages.invalid!;
}

/**
 * A form's own check with the schema the server uses (src/domain): the first message of
 * each field, before anything is sent. The server still decides.
 */
export function formIssues(schema: z.ZodType, values: unknown): Record<string, MessageDescriptor> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, MessageDescriptor> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    out[field] ??= messageOf(issue);
  }
  return out;
}
