import type { z } from 'zod';
import type { FieldErrors } from './errors';
import type { ServerMessage } from './i18n';
import { customValidationMessage } from './validation-messages';

const m = {
  required: /*i18n*/ { id: 'validation.required', message: 'This field is required.' },
  invalid: /*i18n*/ { id: 'validation.invalid', message: 'This value is not valid.' },
  email: /*i18n*/ { id: 'validation.email', message: 'Enter a valid email address.' },
  tooShort: /*i18n*/ { id: 'validation.too_short', message: 'Must be at least {minimum} characters.' },
  tooLong: /*i18n*/ { id: 'validation.too_long', message: 'Must be at most {maximum} characters.' },
  tooSmall: /*i18n*/ { id: 'validation.too_small', message: 'Must be at least {minimum}.' },
  tooBig: /*i18n*/ { id: 'validation.too_big', message: 'Must be at most {maximum}.' },
  notInteger: /*i18n*/ { id: 'validation.integer', message: 'Must be a whole number.' },
  notNumber: /*i18n*/ { id: 'validation.number', message: 'Must be a number.' },
  date: /*i18n*/ { id: 'validation.date', message: 'Enter a valid date and time.' },
  choice: /*i18n*/ { id: 'validation.choice', message: 'Choose one of the allowed values.' },
} satisfies Record<string, ServerMessage>;

type Issue = z.core.$ZodIssue;

function messageFor(issue: Issue): { message: ServerMessage; values?: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { message: m.required };
      if (issue.expected === 'number' || issue.expected === 'int') return { message: m.notNumber };
      return { message: m.invalid };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { message: m.required };
      if (issue.origin === 'string') return { message: m.tooShort, values: { minimum: issue.minimum } };
      return { message: m.tooSmall, values: { minimum: issue.minimum } };
    case 'too_big':
      if (issue.origin === 'string') return { message: m.tooLong, values: { maximum: issue.maximum } };
      return { message: m.tooBig, values: { maximum: issue.maximum } };
    case 'invalid_format':
      return { message: issue.format === 'email' ? m.email : m.invalid };
    case 'invalid_value':
      return { message: m.choice };
    case 'custom': {
      const code = (issue.params as { code?: string } | undefined)?.code;
      const custom = code ? customValidationMessage(code) : undefined;
      if (custom) return { message: custom, values: issue.params as Record<string, unknown> };
      return { message: m.invalid };
    }
    default:
      if ('expected' in issue && issue.expected === 'int') return { message: m.notInteger };
      return { message: m.invalid };
  }
}

export type LocalizedFieldErrors = Record<string, { message: ServerMessage; values?: Record<string, unknown> }[]>;

/** Turns zod issues into per-field messages (field names as in the payload). */
export function fieldErrorsFromIssues(issues: readonly Issue[]): LocalizedFieldErrors {
  const out: LocalizedFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    (out[field] ??= []).push(messageFor(issue));
  }
  return out;
}

export function toFieldErrors(errors: FieldErrors): LocalizedFieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list.map((message) => ({ message }))]));
}
