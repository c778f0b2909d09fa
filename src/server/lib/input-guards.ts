import type { FastifyInstance } from 'fastify';
import { AppError, messages, validationFailed, type FieldErrors } from './errors';
import type { ServerMessage } from './i18n';

const m = {
  controlCharacters: /*i18n*/ {
    id: 'validation.control_characters',
    message: 'This field contains characters that are not allowed.',
  },
} satisfies Record<string, ServerMessage>;

/** The largest id the database holds (integer columns). */
export const MAX_DATABASE_ID = 2_147_483_647;

// C0 controls but tab, line feed and carriage return; DEL. NUL above all: PostgreSQL text refuses
// it. And a lone surrogate (\p{Cs} in a unicode pattern matches only an unpaired half of a UTF-16
// pair): JSON may carry one ("\ud800"), but it is not text, and PostgreSQL refuses it in jsonb.
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u; // eslint-disable-line no-control-regex

/** The dotted paths of every string (or key) in `value` holding a control character or a lone surrogate. */
function controlCharacterPaths(value: unknown, path: string[] = [], out: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (forbidden.test(value)) out.push(path.join('.') || 'body');
  } else if (ArrayBuffer.isView(value)) {
    // Raw bytes (a photo upload, a signed webhook): no text to check, and millions of entries.
  } else if (value && typeof value === 'object' && depth < 32) {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (forbidden.test(key)) out.push([...path, key].join('.'));
      else controlCharacterPaths(inner, [...path, key], out, depth + 1);
    }
  }
  return out;
}

/**
 * Input no route should see, checked before validation on every route:
 * - a control character (a NUL byte above all) or a lone surrogate in any text (or key) of the
 *   body, query or path: 422 with the field named, never a database error;
 * - a numeric id in the path beyond what the database holds: 404, like any unknown id.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(params)) {
      if (/id$/i.test(name) && typeof value === 'string' && /^\d+$/.test(value) && Number(value) > MAX_DATABASE_ID) {
        throw new AppError(404, messages.notFound);
      }
    }
    const paths = [
      ...controlCharacterPaths(request.body),
      ...controlCharacterPaths(request.query),
      ...controlCharacterPaths(params),
    ];
    if (paths.length > 0) {
      const errors: FieldErrors = Object.fromEntries(paths.map((path) => [path, [m.controlCharacters]]));
      throw validationFailed(errors);
    }
  });
}
