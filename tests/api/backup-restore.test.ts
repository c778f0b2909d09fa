import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteDatabase, type Database } from '../../src/server/db/client';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { bookingLoad, demoBookingSetup, type Confirmed } from '../support/booking-load';
import { spawnServer, type ChildServer, waitReady } from '../support/child-server';
import { freePort } from '../support/e2e-server';
import { assertLedgerBalancedIn } from '../support/ledger';
import { adminUrl, databaseUrl, runPrefix } from '../support/postgres-urls';

const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'loc-liber-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const zone = 'Europe/Bucharest';

/** Runs a command to its end; its output and exit code. */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => done({ code, output }));
  });
}

/**
 * A booking load on `server`; `backup` runs once some bookings are confirmed, while the load
 * goes on. Returns the bookings confirmed before the backup began.
 */
async function backupUnderLoad(server: ChildServer, backup: () => Promise<void>): Promise<Confirmed[]> {
  const setup = await demoBookingSetup(server.url);
  const load = bookingLoad(server.url, setup, new Date(Date.now() + 24 * 3_600_000), zone);
  const deadline = Date.now() + 60_000;
  while (load.confirmedSoFar() < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const began = Date.now();
  await backup();
  await new Promise((r) => setTimeout(r, 500));
  const { confirmed } = await load.stop();
  const before = confirmed.filter((booking) => booking.confirmedAt < began);
  expect(before.length, 'bookings confirmed before the backup').toBeGreaterThan(5);
  expect(confirmed.length, 'bookings confirmed during the backup as well').toBeGreaterThan(before.length);
  return before;
}

/** The restored database holds every booking confirmed before the backup, and its ledger balances. */
async function checkRestored(database: Database, before: Confirmed[]): Promise<void> {
  try {
    const ids = before.map((booking) => booking.id);
    const found = (await database.db.execute(
      sql`select count(*)::int as n from reservations where id in ${sql.raw(`(${ids.join(',')})`)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(found.rows[0]?.n).toBe(ids.length);
    await assertLedgerBalancedIn(database.db);
  } finally {
    await database.close();
  }
}

/** The restored server answers: ready, and the demo driver signs in and sees their bookings. */
async function checkServes(server: ChildServer, before: Confirmed[]): Promise<void> {
  await waitReady(server);
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'driver@locliber.ro', password: 'driver-demo-1', remember: false }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const first = before[0]!;
  const reservation = await fetch(`${server.url}/api/reservations/${first.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reservation.status).toBe(200);
}

const serverEnv = { DEMO_DATA: 'true', JOBS: 'false', LOG_LEVEL: 'warn' };

describe.skipIf(process.env.TEST_DATABASE_URL)('backup and restore of the embedded database', () => {
  it('backs up a running server under a booking load, restores into a fresh data directory, and serves it', async () => {
    const dataDir = join(scratch, 'data');
    const restoredDir = join(scratch, 'restored');
    const file = join(scratch, 'backups', 'locliber.tar.gz');
    const server = spawnServer(await freePort(), { ...serverEnv, DATA_DIR: dataDir });
    let before: Confirmed[] = [];
    try {
      await waitReady(server);
      before = await backupUnderLoad(server, async () => {
        const backup = await run(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', file], {
          DATA_DIR: dataDir,
        });
        expect(backup.code, backup.output).toBe(0);
        expect(backup.output).toContain('taken by the running server');
      });
    } finally {
      await server.stop();
    }
    expect((await server.exited).code).toBe(0);

    // Not over a database: refused, nothing touched.
    const over = await run(process.execPath, ['--import', 'tsx', 'src/server/cli/restore.ts', file], {
      DATA_DIR: dataDir,
    });
    expect(over.code).toBe(1);
    expect(over.output).toContain('already holds a database');

    const restore = await run(process.execPath, ['--import', 'tsx', 'src/server/cli/restore.ts', file], {
      DATA_DIR: restoredDir,
    });
    expect(restore.code, restore.output).toBe(0);
    const restored = spawnServer(await freePort(), { ...serverEnv, DATA_DIR: restoredDir });
    try {
      await checkServes(restored, before);
    } finally {
      await restored.stop();
    }
    const client = await openPglite({ dataDir: join(restoredDir, 'pgdata') });
    await checkRestored(
      pgliteDatabase(client, () => client.close()),
      before,
    );
  }, 600_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore of a PostgreSQL database', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const names = [
    `${runPrefix}_backup_${randomUUID().slice(0, 8)}`,
    `${runPrefix}_restored_${randomUUID().slice(0, 8)}`,
  ];
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  afterAll(async () => {
    for (const name of names) await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('pg_dump under a booking load, pg_restore into a fresh database, and the server serves it', async () => {
    const [source, target] = names.map((name) => databaseUrl(serverUrl, name)) as [string, string];
    for (const name of names) await onServer(`CREATE DATABASE "${name}"`);
    const file = join(scratch, 'locliber.dump');
    const server = spawnServer(await freePort(), { ...serverEnv, DATABASE_URL: source });
    let before: Confirmed[] = [];
    try {
      await waitReady(server);
      before = await backupUnderLoad(server, async () => {
        // The commands docs/deploy.md gives.
        const dump = await run('pg_dump', ['--format=custom', `--file=${file}`, source]);
        expect(dump.code, dump.output).toBe(0);
      });
    } finally {
      await server.stop();
    }
    const restore = await run('pg_restore', ['--no-owner', `--dbname=${target}`, file]);
    expect(restore.code, restore.output).toBe(0);
    const restored = spawnServer(await freePort(), { ...serverEnv, DEMO_DATA: 'false', DATABASE_URL: target });
    try {
      await checkServes(restored, before);
    } finally {
      await restored.stop();
    }
    await checkRestored(postgresDatabase(target, 2), before);
  }, 600_000);
});
