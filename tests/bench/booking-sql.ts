// The booking's own SQL (issue 48, item 3): the statements one booking sends through `pg`,
// captured in this process as the app sends them (pg-capture.ts), replayed through `pg` for
// other lots and drivers in the same order on one connection, with none of the app's Node work
// between them. Bookings through HTTP as a share of this is the booking's figure against its
// own SQL.
//
// Two template bookings (other lot, other driver) tell each value's source apart: a value that
// is the same in both is sent as it is; one that differs is the booking's input or a cell an
// earlier statement answered (the claimed reservation id, the lot's version, the wallet) and is
// taken from the replay's own input and answers; a text that differs (a notification's path,
// its text) is rebuilt from those; a time of now is the replay's now. Every value of the second
// template must be rebuilt from the first this way, or there is no replay.
import type pg from 'pg';
import type { Db } from '../../src/server/db/client';
import { recordPublished } from '../../src/server/modules/notifications/outbox';
import type { CapturedStatement } from './pg-capture';

type Source = { statement: number; row: number; column: number } | { given: number };
type Slot =
  | { kind: 'same'; value: unknown }
  | { kind: 'source'; source: Source; like: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'now'; like: unknown };

const keyOf = (value: unknown): string | undefined =>
  typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string'
    ? String(value)
    : value instanceof Date
      ? value.toISOString()
      : undefined;

/** `value` in the type `like` had (a number where the template sent a number). */
const asTypeOf = (like: unknown, value: unknown): unknown =>
  typeof like === 'number' ? Number(value) : typeof like === 'string' ? String(value) : value;

const cellsOf = (statement: CapturedStatement): unknown[][] =>
  (statement.rows ?? []).map((row) =>
    Array.isArray(row) ? row : (statement.fields ?? []).map((name) => (row as Record<string, unknown>)[name]),
  );

/** Every value a statement may take from: the given values, then each earlier answer's cells. */
function sourcesBefore(given: unknown[], answers: unknown[][][], statement: number): [Source, unknown][] {
  const sources: [Source, unknown][] = given.map((value, i) => [{ given: i }, value]);
  for (let s = 0; s < statement; s++)
    (answers[s] ?? []).forEach((row, r) =>
      row.forEach((value, c) => sources.push([{ statement: s, row: r, column: c }, value])),
    );
  return sources;
}

const valueAt = (given: unknown[], answers: unknown[][][], source: Source): unknown =>
  'given' in source ? given[source.given] : answers[source.statement]?.[source.row]?.[source.column];

/** `text` with every source value that occurs in it as a token replaced, in one pass, by the same source's value in `to`. */
function rebuiltText(text: string, pairs: [string, string][]): string {
  if (pairs.length === 0) return text;
  const to = new Map(pairs);
  // Longest first, so "1021" is taken before a "10" it contains.
  const alternatives = [...to.keys()]
    .sort((x, y) => y.length - x.length)
    .map((from) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.replace(new RegExp(`(?<![\\w-])(?:${alternatives.join('|')})(?!\\w)`, 'g'), (m) => to.get(m) ?? m);
}

/** Source values that differ between two bookings, as text pairs (empty ones left out). */
function changedPairs(sources: [Source, unknown][], other: unknown[], otherAnswers: unknown[][][]): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [source, value] of sources) {
    const a = keyOf(value);
    const b = keyOf(valueAt(other, otherAnswers, source));
    if (a !== undefined && b !== undefined && a !== b && a !== '') pairs.push([a, b]);
  }
  return pairs;
}

const isNow = (value: unknown) => {
  const time = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
  return /^\d{4}-\d\d-\d\dT/.test(keyOf(value) ?? '') && Math.abs(time - Date.now()) < 10 * 60_000;
};

/** How statement `k`'s value `p` is made: the same, from a source, a rebuilt text, or now. */
function slotOf(
  a: { given: unknown[]; answers: unknown[][][]; value: unknown },
  b: { given: unknown[]; answers: unknown[][][]; value: unknown },
  k: number,
): Slot {
  const [ka, kb] = [keyOf(a.value), keyOf(b.value)];
  if (ka === kb && (ka !== undefined || JSON.stringify(a.value) === JSON.stringify(b.value)))
    return { kind: 'same', value: a.value };
  const sources = sourcesBefore(a.given, a.answers, k);
  const found = sources.find(
    ([source, value]) => keyOf(value) === ka && keyOf(valueAt(b.given, b.answers, source)) === kb,
  );
  if (found) return { kind: 'source', source: found[0], like: a.value };
  if (isNow(a.value) && isNow(b.value)) return { kind: 'now', like: a.value };
  if (typeof a.value === 'string' && typeof b.value === 'string') {
    if (rebuiltText(a.value, changedPairs(sources, b.given, b.answers)) === b.value)
      return { kind: 'text', text: a.value };
  }
  throw new Error(`statement ${k + 1}: cannot tell where ${ka} (then ${kb}) comes from`);
}

export type BookingReplay = {
  /** Statements in one booking. */
  statements: number;
  /**
   * One booking's statements on `client`, given its own values (in the templates' order);
   * resolves with the first row of every answer by column name (a later statement's wins).
   */
  replay: (client: pg.PoolClient, given: unknown[]) => Promise<Record<string, unknown>>;
};

/** A replay of one booking's statements, learnt from two template bookings `a` and `b` given `givenA` and `givenB`. */
export function bookingReplay(
  a: CapturedStatement[],
  givenA: unknown[],
  b: CapturedStatement[],
  givenB: unknown[],
): BookingReplay {
  if (a.length !== b.length || a.some((s, k) => s.config.text !== b[k]?.config.text)) {
    const texts = (list: CapturedStatement[]) => list.map((s, k) => `  ${k + 1}. ${s.config.text.slice(0, 160)}`);
    throw new Error(
      `the two template bookings sent different statements:\nthe first:\n${texts(a).join('\n')}\nthe second:\n${texts(b).join('\n')}`,
    );
  }
  const answersA = a.map(cellsOf);
  const answersB = b.map(cellsOf);
  const slots = a.map((statement, k) =>
    statement.values.map((value, p) =>
      slotOf(
        { given: givenA, answers: answersA, value },
        { given: givenB, answers: answersB, value: b[k]?.values[p] },
        k,
      ),
    ),
  );
  return {
    statements: a.length,
    async replay(client, given) {
      const answers: unknown[][][] = [];
      const named: Record<string, unknown> = {};
      for (const [k, statement] of a.entries()) {
        const values = (slots[k] ?? []).map((slot) => {
          if (slot.kind === 'same') return slot.value;
          if (slot.kind === 'source') return asTypeOf(slot.like, valueAt(given, answers, slot.source));
          if (slot.kind === 'now') return slot.like instanceof Date ? new Date() : new Date().toISOString();
          return rebuiltText(slot.text, changedPairs(sourcesBefore(givenA, answersA, k), given, answers));
        });
        const answer = await client.query({ ...statement.config, values });
        const cells = cellsOf({ ...statement, rows: answer.rows });
        answers.push(cells);
        (statement.fields ?? []).forEach((name, c) => (named[name] = cells[0]?.[c]));
      }
      return named;
    },
  };
}

/**
 * One booking replayed on a connection of `pool` (rolled back if a statement fails), then, as
 * the app does once the owner's notice is published, its publish recorded through `outbox`,
 * batched (notifications/outbox.ts: a statement the capture does not see, 100 ms later).
 */
export async function replayOnPool(
  replay: BookingReplay,
  pool: pg.Pool,
  outbox: Db,
  given: unknown[],
): Promise<Record<string, unknown>> {
  const client = await pool.connect();
  let answered: Record<string, unknown>;
  try {
    answered = await replay.replay(client, given);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  if (answered.notification_id != null) recordPublished(outbox, Number(answered.notification_id));
  return answered;
}
