import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, type Database, type Db } from './client';
import * as schema from './schema/index';

/**
 * A PostgreSQL server through node-postgres. Kept apart from client.ts so that the embedded
 * database never loads `pg` and drizzle's driver for it (about 10 MiB of a process's memory).
 */

const MIGRATION_LOCK_ID = 7_314_159;
/** Held while a starting process prepares its data (the ADMIN_EMAIL account, demo data): main.ts. */
export const PREPARE_DATA_LOCK_ID = 7_314_160;

/**
 * How long a pool connection may stay idle before it is closed: five minutes, not node-postgres's
 * ten seconds. Each connection has prepared the hot statements and holds their plans; closed
 * after every quiet spell, the next burst opened new backends and prepared everything again (the
 * booking's open-loop p99 at 200/s was 85-114 ms, all in a step's first 0.2 s; 11-13 ms with
 * the connections kept: docs/performance.md, session 58).
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

export function postgresDatabase(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: IDLE_CONNECTION_MS });
  // A connection that errors while idle must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ size: poolSize, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Runs `work` while holding a session advisory lock on a connection of its own, so that
 * processes starting at once on one database take turns (the pool's connections stay free for
 * `work` itself). The lock goes with the connection if the process dies.
 */
export async function withAdvisoryLock<T>(
  url: string | undefined,
  lockId: number,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockId]);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    await client.end();
  }
}

/** Applies committed migrations under an advisory lock, so several processes may start at once. */
export async function migratePostgres(url: string | undefined): Promise<void> {
  await withAdvisoryLock(url, MIGRATION_LOCK_ID, (client) =>
    migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder }),
  );
}
