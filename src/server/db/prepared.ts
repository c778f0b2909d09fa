import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs a raw statement that a hot path sends many times. On PostgreSQL it is a named
 * prepared statement (one name per distinct text), so each pool connection parses it once
 * and, after five runs, PostgreSQL may keep a generic plan instead of planning every call
 * (for the finder's map search that is about 1 ms of the server's CPU per request). On
 * PGlite, which lives in this process, it runs as usual.
 */
export async function executePrepared<Row>(db: Db | Tx, prefix: string, query: SQL): Promise<Row[]> {
  // A transaction runs on its session's client; the database handle on its pool.
  const client = (db as { session?: { client?: unknown } }).session?.client ?? (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: params });
    return result.rows;
  }
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A statement's text, built once per shape: its name, its `$n` text and where each value goes. */
export type PreparedText = { name: string; text: string; params: unknown[] };

/**
 * Builds a hot statement's text once (the values are `sql.placeholder(name)`): drizzle's walk
 * over the query and the name's hash are paid at the first call, not on every request.
 */
export function preparedText(prefix: string, query: SQL): PreparedText {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return { name, text, params };
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
  const client = (db as { session?: { client?: unknown } }).session?.client ?? (db as { $client?: unknown }).$client;
  const filled = fillPlaceholders(statement.params, values);
  if (client instanceof pg.Pool || client instanceof pg.Client) {
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
