/**
 * What the error log may hold of an error: its type, code and message without the SQL
 * parameters a failed query carries (a new user's password hash, tokens), and the stack frames
 * only. Drizzle's "Failed query: <sql>\nparams: <values>" keeps its SQL text, never the values;
 * a PostgreSQL error's `detail` (which quotes values) is left out.
 */
export type SafeError = { type: string; message: string; stack: string; code?: string; cause?: SafeError };

const stackFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown', stack: '' };
  const code = (error as { code?: unknown }).code;
  let message = error.message.split(/\n\s*params:/)[0] ?? '';
  // A database error (SQLSTATE code) quotes the offending value: keep its words, not the value.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
    message = message.replace(/"[^"]*"|'[^']*'|\([^)]*\)/g, '"…"');
  // Some libraries leave `name` as "Error" on their own classes (Drizzle's DrizzleQueryError).
  const type = error.name === 'Error' && error.constructor.name ? error.constructor.name : error.name;
  const out: SafeError = { type, message, stack: stackFrames(error.stack) ?? '' };
  if (typeof code === 'string') out.code = code;
  if (error.cause !== undefined && depth < 3) out.cause = safeError(error.cause, depth + 1);
  return out;
}
