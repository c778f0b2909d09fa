import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, pgliteDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { compiledServeApi } from './compiled-server';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { adminUrl, databaseUrl, runPrefix } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: a PGlite dump that every test file loads into its own in-memory
 * database, or a PostgreSQL template database that every test file clones. Test files never
 * share a database, and a run never touches data it did not make. Compiles the server when
 * dist-server/ is missing or stale: the tests that run it in a child process run that build.
 */
export default async function setup(project: TestProject) {
  await compiledServeApi();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await openPglite();
    const database = pgliteDatabase(client, () => client.close());
    await runMigrations(database);
    const dump = await client.dumpDataDir('none');
    const dir = resolve('.tmp');
    mkdirSync(dir, { recursive: true });
    const path = resolve(dir, `pglite-template-${process.pid}.tar`);
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    project.provide('pgliteTemplate', path);
    project.provide('postgresTemplate', '');
    return () => rmSync(path, { force: true });
  }

  const template = `${runPrefix}_template`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const url = databaseUrl(serverUrl, template);
  const database = postgresDatabase(url, 2);
  await runMigrations(database, url);
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', template);

  return async () => {
    // Drop every database this run made (template and per-file clones).
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${runPrefix}%`,
    ]);
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.end();
  };
}
