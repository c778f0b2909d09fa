import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
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

/**
 * PostgreSQL's settings inside PGlite. Its default shared_buffers (128 MB) is sized for a server
 * of its own; the embedded database of one installation is a few megabytes, its files sit in
 * the OS cache anyway, and those buffers were a third of the process's idle memory
 * (docs/performance.md, "Memory").
 */
// random_page_cost 1.1: the files are in memory or the OS cache, and with the default (4) the
// planner scanned 100,000 users with ILIKE (8.6 s in WebAssembly) instead of using the
// trigram indexes of the admin search (0.2 s); docs/administration.md.
const pgliteSettings = ['shared_buffers=16MB', 'wal_buffers=1MB', 'temp_buffers=2MB', 'random_page_cost=1.1'];

/** Opens PGlite (embedded) from a data directory, a dump, or in memory. Always with btree_gist and pg_trgm. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { btree_gist, pg_trgm }, postgresqlconf: pgliteSettings });
}

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
