import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './client';
import { openPglite } from './pglite';

/**
 * Opens the configured database (PGlite under DATA_DIR, or PostgreSQL) and migrates it. Light to
 * import: drizzle and the schema load while PGlite starts (`npm start` calls this first thing).
 */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    const [{ postgresDatabase }, { runMigrations }] = await Promise.all([
      import('./postgres-client'),
      import('./migrate'),
    ]);
    const database = postgresDatabase(config.DATABASE_URL);
    try {
      await runMigrations(database, config.DATABASE_URL);
    } catch (err) {
      await database.close().catch(() => undefined);
      throw unreachable(config.DATABASE_URL, err);
    }
    return database;
  }
  const dir = resolve(config.DATA_DIR);
  const release = lockDataDir(dir);
  try {
    const opening = openPglite({ dataDir: join(dir, 'pgdata') });
    const [{ pgliteDatabase }, { runMigrations }] = await Promise.all([import('./client'), import('./migrate')]).catch(
      async (err: unknown) => {
        await (await opening.catch(() => undefined))?.close();
        throw err;
      },
    );
    const client = await opening;
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

/** The database named by DATABASE_URL cannot be used: the server says so in one line and exits. */
export class DatabaseUnreachableError extends Error {}

const connectionCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET']);

/** A connection failure becomes one line naming DATABASE_URL (password hidden); anything else stays. */
function unreachable(url: string, err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  const connection =
    (typeof code === 'string' && (connectionCodes.has(code) || /^(28|3D)/.test(code))) || err instanceof AggregateError;
  if (!connection) return err;
  let where = url;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    where = parsed.toString();
  } catch {
    where = 'DATABASE_URL';
  }
  const reason = err instanceof Error && err.message ? err.message.split('\n')[0] : String(code);
  return new DatabaseUnreachableError(`Cannot use the database at DATABASE_URL=${where}: ${reason}`);
}
