import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder, type Database, type Db } from './client';

/** Applies committed migrations. On PostgreSQL, an advisory lock lets several processes start at once. */
export async function runMigrations(database: Database, url?: string): Promise<void> {
  if (database.kind === 'pglite') {
    if (await migrationsUpToDate(database.db)) return;
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  // node-postgres and its drizzle driver (about 10 MiB) load only on a PostgreSQL server.
  const { migratePostgres } = await import('./postgres-client');
  await migratePostgres(url);
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
