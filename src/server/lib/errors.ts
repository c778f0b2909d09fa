import type { ServerMessage } from './i18n';

export type FieldErrors = Record<string, ServerMessage[]>;

/**
 * The one typed error services throw. The error handler turns it into the answer shape of
 * PRODUCT.md ({message, errors?}) in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly userMessage: ServerMessage,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
    readonly values?: Record<string, unknown>,
    /** More fields of the answer beside message and errors (e.g. next_start of a 409). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(userMessage.message);
  }
}

export const validationFailed = (fieldErrors: FieldErrors, message: ServerMessage = messages.invalidData) =>
  new AppError(422, message, fieldErrors);

export const notFound = (message: ServerMessage = messages.notFound) => new AppError(404, message);
export const conflict = (message: ServerMessage, fieldErrors?: FieldErrors) => new AppError(409, message, fieldErrors);
export const unauthenticated = () => new AppError(401, messages.unauthenticated);
export const forbidden = () => new AppError(403, messages.forbidden);

export const messages = {
  invalidData: /*i18n*/ { id: 'errors.invalid_data', message: 'The given data was invalid.' },
  notFound: /*i18n*/ { id: 'errors.not_found', message: 'Not found.' },
  unauthenticated: /*i18n*/ { id: 'errors.unauthenticated', message: 'Please login to continue' },
  forbidden: /*i18n*/ { id: 'errors.forbidden', message: 'You are not allowed to do this.' },
  tooManyAttempts: /*i18n*/ {
    id: 'errors.too_many_attempts',
    message: 'Too many attempts. Please try again in {seconds} seconds.',
  },
  internal: /*i18n*/ { id: 'errors.internal', message: 'An error occurred.' },
  restarting: /*i18n*/ { id: 'errors.restarting', message: 'The server is restarting. Please try again.' },
  tooLarge: /*i18n*/ { id: 'errors.too_large', message: 'The request is too large.' },
  malformedJson: /*i18n*/ { id: 'errors.malformed_json', message: 'The request body is not valid JSON.' },
  required: /*i18n*/ { id: 'validation.required', message: 'This field is required.' },
  invalidValue: /*i18n*/ { id: 'validation.invalid', message: 'This value is not valid.' },
} satisfies Record<string, ServerMessage>;
