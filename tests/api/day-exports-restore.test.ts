import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { keptDayExport, prepareDayExports } from '../../src/server/modules/credits/day-exports';
import { createUser } from '../support/factories';
import { grantAtTime } from '../support/ledger';
import { adminUrl, databaseUrl, runPrefix } from '../support/postgres-urls';
import { createTestApp } from '../support/test-app';

// A PostgreSQL backup is `pg_dump` and `pg_restore` (docs/deploy.md, "Backups"): the days'
// CSVs kept in the database (modules/credits/day-exports.ts) travel with the ledger they were
// made from. pg_restore loads the rows before it creates the triggers that log changes
// (migrations 0027 and 0029), so a restore stales nothing; after it, a change stales its days
// as before. (The embedded database's backup is a copy of its files: nothing to check there.)
describe.runIf(process.env.TEST_DATABASE_URL)("a day's kept CSV through pg_dump and pg_restore", () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const scratch = mkdtempSync(join(tmpdir(), 'loc-liber-day-exports-'));
  const restoredName = `${runPrefix}_dayrestore_${randomUUID().slice(0, 8)}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  afterAll(async () => {
    await onServer(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('is sent from the restored database as made, and a change after the restore stales only its days', async () => {
    const { app, database, clock } = await createTestApp();
    const zone = app.deps.config.APP_TIMEZONE;
    const ann = await createUser(app, { name: 'Ann Backup' });
    const bob = await createUser(app, { name: 'Bob Backup' });
    // Ann on the 5th, Bob on the 5th and 6th of April 2026 (Bucharest, UTC+3).
    await grantAtTime(app.deps.db, ann.id, '2026-04-05T08:00:00Z');
    await grantAtTime(app.deps.db, bob.id, '2026-04-05T09:00:00Z');
    await grantAtTime(app.deps.db, bob.id, '2026-04-06T09:00:00Z');
    clock.set(new Date('2026-04-07T12:00:00Z'));
    const job = (db: typeof app.deps.db) => prepareDayExports({ db, now: clock.now }, zone, 100);
    expect(await job(app.deps.db)).toBeGreaterThanOrEqual(4);
    const keys = ['2026-04-05', '2026-04-06'].map((day) => ({ zone, day, language: 'en' as const }));
    const made = await Promise.all(keys.map((key) => keptDayExport(app.deps.db, key)));
    expect(made.every(Boolean)).toBe(true);

    // The commands docs/deploy.md gives; pg_restore says nothing when all went well.
    const file = join(scratch, 'locliber.dump');
    const dump = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, database.url ?? ''], { encoding: 'utf8' });
    expect(dump.status, dump.stderr).toBe(0);
    await onServer(`CREATE DATABASE "${restoredName}"`);
    const restore = spawnSync('pg_restore', ['--no-owner', `--dbname=${databaseUrl(serverUrl, restoredName)}`, file], {
      encoding: 'utf8',
    });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stderr).toBe('');

    const restored = postgresDatabase(databaseUrl(serverUrl, restoredName), 2);
    try {
      const sent = await Promise.all(keys.map((key) => keptDayExport(restored.db, key)));
      expect(sent.map((e) => e?.gzip)).toEqual(made.map((e) => e?.gzip));
      expect(await job(restored.db)).toBe(0);

      // Ann renamed in the restored database: her day is stale there, Bob's other day is not,
      // and the source is untouched.
      await restored.db.update(users).set({ name: 'Ann Restored' }).where(eq(users.id, ann.id));
      const [fifth, sixth] = keys as [(typeof keys)[0], (typeof keys)[0]];
      expect(await keptDayExport(restored.db, fifth)).toBeUndefined();
      expect((await keptDayExport(restored.db, sixth))?.gzip).toEqual(made[1]?.gzip);
      expect((await keptDayExport(app.deps.db, fifth))?.gzip).toEqual(made[0]?.gzip);
      // The job makes the stale day again, in both languages.
      expect(await job(restored.db)).toBe(2);
      expect(await keptDayExport(restored.db, fifth)).toBeDefined();
    } finally {
      await restored.close();
      clock.reset();
    }
  }, 120_000);
});
