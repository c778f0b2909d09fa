import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { parkingLotValidationCodes, validationCodes } from '../../domain/validation-codes';
import { scheduleValidationCodes } from '../../domain/weekly-schedule';

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
  [parkingLotValidationCodes.dateTime]: msg`Enter a valid date and time.`,
  [parkingLotValidationCodes.windowOrder]: msg`The end of availability must be after its start.`,
  [scheduleValidationCodes.time]: msg`Enter a time as HH:mm (00:00 to 24:00).`,
  [scheduleValidationCodes.order]: msg`The end must be after the start.`,
  [scheduleValidationCodes.overlap]: msg`This interval overlaps another one of the same day.`,
  [scheduleValidationCodes.tooMany]: msg`Too many intervals in one day.`,
} as Record<string, MessageDescriptor>;

/** Under a minimum: "required" when blank or for a minimum of one, else how many (a password's 8). */
function tooSmall(issue: z.core.$ZodIssueTooSmall, blank: boolean): MessageDescriptor {
  const minimum = Number(issue.minimum);
  if (blank) return messages.required!;
  if (issue.origin === 'number') return msg`Must be at least ${minimum}.`;
  if (issue.origin !== 'string' || minimum <= 1) return messages.required!;
  return msg`At least ${minimum} characters.`;
}

function tooBig(issue: z.core.$ZodIssueTooBig): MessageDescriptor {
  const maximum = Number(issue.maximum);
  if (issue.origin === 'number') return msg`Must be at most ${maximum}.`;
  return issue.origin === 'string' ? messages.tooLong! : messages.invalid!;
}

/** `blank`: what the form sent at the issue's path is missing or empty (zod keeps no input). */
function messageOf(issue: z.core.$ZodIssue, blank: boolean): MessageDescriptor {
  if (issue.code === 'custom') {
    const code = (issue.params as { code?: string } | undefined)?.code;
    return (code && messages[code]) || messages.invalid!;
  }
  if (issue.code === 'too_small') return tooSmall(issue, blank);
  if (issue.code === 'invalid_type') return blank ? messages.required! : messages.invalid!;
  if (issue.code === 'too_big') return tooBig(issue);
  if (issue.code === 'invalid_value') return messages.choice!;
  if (issue.code === 'invalid_format' && issue.format === 'email') return messages.email!;
  return messages.invalid!;
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let value = values;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

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
    out[field] ??= messageOf(issue, isBlank(valueAt(values, issue.path)));
  }
  return out;
}
