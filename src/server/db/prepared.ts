import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, Tx } from './client';
import { sqlText } from './sql-text';

/**
 * Runs a raw statement that a hot path sends many times. On PostgreSQL it is a named
 * prepared statement (one name per distinct text), so each pool connection parses it once
 * and, after five runs, PostgreSQL may keep a generic plan instead of planning every call
 * (for the finder's map search that is about 1 ms of the server's CPU per request). On
 * PGlite, which lives in this process, it runs as usual.
 */
export async function executePrepared<Row>(db: Db | Tx, prefix: string, query: SQL): Promise<Row[]> {
  // A transaction runs on its session's client; the database handle on its pool.
  const client = clientOf(db);
  if (isPgClient(client)) {
    const { name, text, params } = preparedText(prefix, query);
    const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: params });
    return result.rows;
  }
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A statement's text, built once per shape: its name, its `$n` text and where each value goes. */
export type PreparedText = { name: string; text: string; params: unknown[] };

/**
 * Builds a hot statement's text once (the values are `sql.placeholder(name)`): the walk over
 * the query and the name's hash are paid at the first call, not on every request.
 */
export function preparedText(prefix: string, query: SQL): PreparedText {
  const { sql: text, params } = sqlText(query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return { name, text, params };
}

/**
 * One text per shape of a statement, each built by preparedText at the shape's first use;
 * `keyOf` names the shape.
 */
export function preparedTexts<Shape>(
  prefix: (shape: Shape) => string,
  query: (shape: Shape) => SQL,
  keyOf: (shape: Shape) => string,
): (shape: Shape) => PreparedText {
  const texts = new Map<string, PreparedText>();
  return (shape) => {
    const key = keyOf(shape);
    let text = texts.get(key);
    if (!text) {
      text = preparedText(prefix(shape), query(shape));
      texts.set(key, text);
    }
    return text;
  };
}

/**
 * Runs a statement built by preparedText with its values: a named prepared statement on
 * PostgreSQL (on a pool connection, where it commits by itself, or on the transaction's), the
 * embedded client's own query on PGlite (outside a transaction it waits for any in progress).
 */
export async function runPrepared<Row>(
  db: Db | Tx,
  statement: PreparedText,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const client = clientOf(db);
  const filled = fillPlaceholders(statement.params, values);
  if (isPgClient(client)) {
    const result = await client.query<Row & pg.QueryResultRow>({
      name: statement.name,
      text: statement.text,
      values: filled,
    });
    return result.rows;
  }
  const embedded = client as { query: (text: string, values: unknown[]) => Promise<{ rows: Row[] }> };
  return (await embedded.query(statement.text, filled)).rows;
}

/** A transaction runs on its session's client; the database handle on its pool. */
function clientOf(db: Db | Tx): unknown {
  return (db as { session?: { client?: unknown } }).session?.client ?? (db as { $client?: unknown }).$client;
}

/**
 * node-postgres's pool or client (a pool's client included), told apart from PGlite and its
 * transactions by what only `pg` has; `pg` itself is not loaded on the embedded database.
 */
function isPgClient(client: unknown): client is pg.Pool | pg.ClientBase {
  if (typeof client !== 'object' || client === null) return false;
  return 'connectionParameters' in client || 'totalCount' in client;
}
