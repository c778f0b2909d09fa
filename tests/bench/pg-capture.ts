// The statements the app sends through `pg`, captured in this process as it sends them: every
// statement goes through a client's query(), whatever the caller (drizzle, db.execute, a pooled
// query, a prepared statement), so the capture sits there. Used to EXPLAIN a slow list's
// statements (scale-explain.ts) and to replay a booking's own SQL (booking-sql.ts).
import pg from 'pg';

/** One statement as sent: its query config (text, name, rowMode, types) and values, with what it answered. */
export type CapturedStatement = {
  config: { text: string; name?: string; rowMode?: string } & Record<string, unknown>;
  values: unknown[];
  /** The answer's rows (arrays with rowMode 'array', objects otherwise) and its columns' names. */
  rows?: unknown[];
  fields?: string[];
};

let recording: CapturedStatement[] | undefined;
const originalQuery = pg.Client.prototype.query;

type Answer = { rows?: unknown[]; fields?: { name: string }[] };

pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  const config = (typeof first === 'object' && first !== null ? first : { text: first }) as Record<string, unknown>;
  // A submittable (a cursor, a stream) is passed through: the app sends none while recording.
  if (!recording || typeof config.text !== 'string' || typeof config.submit === 'function')
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  const { values: configValues, ...rest } = config;
  const entry: CapturedStatement = {
    config: rest as CapturedStatement['config'],
    values: Array.isArray(second) ? second : Array.isArray(configValues) ? configValues : [],
  };
  recording.push(entry);
  const keep = (answer: Answer | undefined) => {
    entry.rows = answer?.rows;
    entry.fields = answer?.fields?.map((f) => f.name);
  };
  // A pooled query passes a callback; a client's own query returns a promise.
  const callbackAt = args.findIndex((a) => typeof a === 'function');
  if (callbackAt >= 0) {
    const callback = args[callbackAt] as (error: unknown, answer: Answer) => void;
    args[callbackAt] = (error: unknown, answer: Answer) => {
      keep(answer);
      callback(error, answer);
    };
  }
  const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (result && typeof (result as Promise<Answer>).then === 'function')
    return (result as Promise<Answer>).then((answer) => {
      keep(answer);
      return answer;
    });
  return result;
} as typeof pg.Client.prototype.query;

/** Runs `work` and returns what it returned with every statement it sent (nothing else may run meanwhile). */
export async function recordStatements<T>(work: () => Promise<T>): Promise<[T, CapturedStatement[]]> {
  if (recording) throw new Error('a capture is already running');
  const statements: CapturedStatement[] = [];
  recording = statements;
  try {
    return [await work(), statements];
  } finally {
    recording = undefined;
  }
}
