import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services take `Db | Tx` where either works. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A connection pool's use now (PostgreSQL; the embedded database has one connection and no pool). */
export type PoolStats = { size: number; open: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  poolStats?: () => PoolStats;
  /**
   * The embedded database's files as a gzipped tar, taken between two statements (PGlite runs one
   * at a time): a crash-consistent copy, which PostgreSQL's recovery replays to the last commit.
   */
  dump?: () => Promise<Blob>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export { openPglite } from './pglite';

export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close, dump: () => client.dumpDataDir('gzip') };
}
