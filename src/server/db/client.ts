import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services take `Db | Tx` where either works. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const MIGRATION_LOCK_ID = 7_314_159;

export { openPglite } from './pglite';

export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close };
}

export function postgresDatabase(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection that errors while idle must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Applies committed migrations. On PostgreSQL, an advisory lock lets several processes start at once. */
export async function runMigrations(database: Database, url?: string): Promise<void> {
  if (database.kind === 'pglite') {
    if (await migrationsUpToDate(database.db)) return;
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

/**
 * Whether the newest committed migration is applied, by drizzle's own rule (a migration runs
 * when its journal time is later than the last applied one's created_at). On a reopened
 * embedded database this answers with one select where drizzle's migrator would read and hash
 * every migration file and run its DDL checks (about 150 ms of a start: docs/performance.md).
 * Any doubt (no migrations table yet, an unreadable journal) answers false: the migrator decides.
 */
async function migrationsUpToDate(db: Db): Promise<boolean> {
  try {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const newest = Math.max(...journal.entries.map((entry) => entry.when));
    // PGlite's results: { rows }.
    const result = (await db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`)) as {
      rows: { created_at: string | number | null }[];
    };
    const applied = Number(result.rows[0]?.created_at ?? Number.NaN);
    return Number.isFinite(newest) && applied >= newest;
  } catch {
    return false;
  }
}
