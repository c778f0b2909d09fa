import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { validationCodes } from '../../domain/validation-codes';

const messages = {
  required: msg`This field is required.`,
  invalid: msg`This value is not valid.`,
  tooLong: msg`This text is too long.`,
  choice: msg`Choose one of the allowed values.`,
  [validationCodes.calendarDate]: msg`Enter a valid date.`,
  [validationCodes.validUntilAfterFrom]: msg`Must be after the valid-from date.`,
  [validationCodes.expiryAfterIssue]: msg`Must be after the issue date.`,
  [validationCodes.expiryAfterObtained]: msg`Must be after the date the category was obtained.`,
  [validationCodes.countryCode]: msg`Choose a country from the list.`,
} as Record<string, MessageDescriptor>;

function messageOf(issue: z.core.$ZodIssue): MessageDescriptor {
  if (issue.code === 'custom') {
    const code = (issue.params as { code?: string } | undefined)?.code;
    return (code && messages[code]) || messages.invalid!;
  }
  if (issue.code === 'too_small' || (issue.code === 'invalid_type' && issue.input == null)) return messages.required!;
  if (issue.code === 'too_big') return messages.tooLong!;
  if (issue.code === 'invalid_value') return messages.choice!;
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
