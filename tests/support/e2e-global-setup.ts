import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPglite, pgliteDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { compiledServeApi } from './compiled-server';

/**
 * Migrates one embedded database per browser-test run: every server that startE2eServer
 * starts gets a copy of its data directory (E2E_DATA_TEMPLATE) instead of creating and
 * migrating its own, which took seconds per spec file. Compiles the server once, when
 * dist-server/ is missing or stale, before the workers start theirs from it.
 */
export default async function setup() {
  await compiledServeApi();
  const parent = resolve('.tmp');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'e2e-data-template-'));
  const client = await openPglite({ dataDir: join(dir, 'pgdata') });
  await runMigrations(pgliteDatabase(client, () => client.close()));
  await client.close();
  process.env.E2E_DATA_TEMPLATE = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
