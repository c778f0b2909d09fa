import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type FieldErrors = Record<string, string[]>;

/**
 * A failed API call. `serverMessage` is the server's own (already translated) message, when
 * it sent one; status 0 means no answer at all (offline, DNS, CORS).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** Said wherever a call got no answer: nothing was sent, and the form still holds what was typed. */
export const noConnectionMessage = msg`No connection. Check your signal and try again.`;

/**
 * The text to show for a failed call: the server's message; with no answer at all (no
 * signal), that it was not sent; else the given fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof ApiError && error.status === 0) return i18n._(noConnectionMessage);
  return fallback;
}

/** The first message of one field, for showing under that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors[field]?.[0] : undefined;
}

/** Reads an error answer ({message, errors: {field: [text]}}) without trusting its shape. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message.trim() ? record.message : undefined;
  const fieldErrors: FieldErrors = {};
  if (typeof record.errors === 'object' && record.errors !== null) {
    for (const [field, value] of Object.entries(record.errors as Record<string, unknown>)) {
      const list = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
      if (list.length) fieldErrors[field] = list;
    }
  }
  return new ApiError(response.status, message, fieldErrors);
}
