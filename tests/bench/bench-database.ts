import pg from 'pg';
import { postgresDatabase, runMigrations, type Database } from '../../src/server/db/client';
import { databaseUrl } from '../support/postgres-urls';

/** Runs `bench` on a fresh, migrated PostgreSQL database made on `serverUrl` for it, dropped afterwards. */
export async function withBenchDatabase<T>(
  serverUrl: string,
  prefix: string,
  poolSize: number,
  bench: (database: Database, url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = databaseUrl(serverUrl, name);
  const database = postgresDatabase(url, poolSize);
  try {
    await runMigrations(database, url);
    return await bench(database, url);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
