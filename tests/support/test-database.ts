import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, pgliteDatabase, type Database } from '../../src/server/db/client';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { adminUrl, databaseUrl } from './postgres-urls';

export type TestDatabase = Database & { url?: string };

/** A database of this test file's own: PGlite in memory from the migrated dump, or a PostgreSQL clone. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = `${template}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await admin.end();
    }
    const url = databaseUrl(serverUrl, name);
    return { ...postgresDatabase(url, 40), url };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = await openPglite({ loadDataDir: new Blob([dump]) });
  return pgliteDatabase(client, () => client.close());
}
