import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import { openPglite, pgliteDatabase, postgresDatabase, runMigrations, type Database } from './client';

/** Opens the configured database (PGlite under DATA_DIR, or PostgreSQL) and migrates it. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = postgresDatabase(config.DATABASE_URL);
    await runMigrations(database, config.DATABASE_URL);
    return database;
  }
  const dir = resolve(config.DATA_DIR);
  const release = lockDataDir(dir);
  try {
    const client = await openPglite({ dataDir: join(dir, 'pgdata') });
    const database = pgliteDatabase(client, async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    });
    await runMigrations(database);
    return database;
  } catch (err) {
    release();
    throw err;
  }
}
