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

let newestCommitted: number | undefined;

/** The journal time of the newest migration this build carries (read once: it ships with the build). */
function newestMigration(): number {
  if (newestCommitted === undefined) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    newestCommitted = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestCommitted;
}

/**
 * Whether the newest committed migration is applied, by drizzle's own rule (a migration runs
 * when its journal time is later than the last applied one's created_at). A database migrated
 * further by a newer build counts as up to date: during a rolling deploy the old processes keep
 * serving on the new schema (docs/deploy.md, "Migrations"). On a reopened embedded database this
 * answers with one select where drizzle's migrator would read and hash every migration file and
 * run its DDL checks (about 150 ms of a start: docs/performance.md). The readiness probe asks it
 * too. Any doubt (no migrations table yet, an unreadable journal) answers false.
 */
export async function migrationsUpToDate(db: Db): Promise<boolean> {
  try {
    const newest = newestMigration();
    // PGlite's and node-postgres's results both carry { rows }.
    const result = (await db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`)) as {
      rows: { created_at: string | number | null }[];
    };
    const applied = Number(result.rows[0]?.created_at ?? Number.NaN);
    return Number.isFinite(newest) && applied >= newest;
  } catch {
    return false;
  }
}
