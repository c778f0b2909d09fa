import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { databaseUrl } from '../support/postgres-urls';

/** The PostgreSQL server the benches make their databases on: BENCH_DATABASE_URL, else the local one. */
export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `work` with the URL of a fresh, empty database made on `serverUrl` for it, dropped afterwards. */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    return await work(databaseUrl(serverUrl, name));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * BENCH_EXPERIMENT_SQL: a file of SQL run on the bench's database after its migrations, to
 * measure what a schema change would give before making it (docs/performance.md: the
 * booking's upper bound without foreign keys). The bench says so in its output.
 */
async function applyExperiment(url: string): Promise<void> {
  const file = process.env.BENCH_EXPERIMENT_SQL;
  if (!file) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(readFileSync(file, 'utf8'));
  } finally {
    await client.end();
  }
  console.log(`An experiment: ${file} was run on the bench's database after its migrations.`);
}

/** Runs `bench` on a fresh, migrated PostgreSQL database made on `serverUrl` for it, dropped afterwards. */
export async function withBenchDatabase<T>(
  serverUrl: string,
  prefix: string,
  poolSize: number,
  bench: (database: Database, url: string) => Promise<T>,
): Promise<T> {
  return withScratchDatabase(serverUrl, prefix, async (url) => {
    const database = postgresDatabase(url, poolSize);
    try {
      await runMigrations(database, url);
      await applyExperiment(url);
      return await bench(database, url);
    } finally {
      await database.close();
    }
  });
}
