import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { openDatabase } from '../../src/server/db/open';
import { spawnServer, waitHealthy, type ChildServer } from '../support/child-server';
import { freePort } from '../support/e2e-server';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { createTestDatabase } from '../support/test-database';

// A real server process killed (SIGKILL, as kill -9) at a chosen point of a booking, by the
// test-only LOC_LIBER_TEST_CRASH hook (src/server/lib/test-crash.ts), then a retry with the
// same Idempotency-Key on a fresh process over the same database.

const dataDir = mkdtempSync(join(tmpdir(), 'loc-liber-crash-'));
let databaseEnv: Record<string, string>;
let keep: Database | undefined;
let driver: TestUser;
let booking: (minutes: number) => Record<string, unknown>;

beforeAll(async () => {
  let database: Database;
  if (process.env.TEST_DATABASE_URL) {
    const created = await createTestDatabase();
    database = created;
    keep = created;
    databaseEnv = { DATABASE_URL: created.url ?? '' };
  } else {
    databaseEnv = { DATA_DIR: dataDir };
    database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
  }
  const config = loadConfig({ NODE_ENV: 'test', JOBS: 'false', DEMO_DATA: 'false', ...databaseEnv });
  const app = await buildApp({ config, database, logger: false });
  const owner = await createUser(app);
  driver = await createUser(app);
  const lot = await createLot(app, owner);
  const car = await createAutomobile(app, driver);
  await grantCredits(app, driver, 600);
  await app.close();
  if (!keep) await database.close();
  booking = (minutes: number) => ({
    parking_lot_id: lot.id,
    automobile_id: car.id,
    start_time: new Date(Date.now() + minutes * 60_000).toISOString(),
    end_time: new Date(Date.now() + (minutes + 30) * 60_000).toISOString(),
  });
}, 120_000);

afterAll(async () => {
  await keep?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(crash?: 'after-commit' | 'before-commit'): Promise<ChildServer> {
  const server = spawnServer(await freePort(), {
    NODE_ENV: 'test',
    ...databaseEnv,
    ...(crash ? { LOC_LIBER_TEST_CRASH: crash } : {}),
  });
  await waitHealthy(server);
  return server;
}

const book = (server: ChildServer, key: string, body: Record<string, unknown>) =>
  fetch(`${server.url}/api/reservations`, {
    method: 'POST',
    headers: { ...driver.headers, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

async function reservationCount(server: ChildServer): Promise<number> {
  const res = await fetch(`${server.url}/api/reservations`, { headers: driver.headers });
  return ((await res.json()) as { data: unknown[] }).data.length;
}

describe('Idempotency-Key across a crash of the server process', () => {
  it('replays the committed booking (201) when the process died before answering', async () => {
    const body = booking(20);
    const crashing = await start('after-commit');
    await expect(book(crashing, 'crash-after-commit', body)).rejects.toThrow();
    expect((await crashing.exited).signal).toBe('SIGKILL');

    const next = await start();
    try {
      const retry = await book(next, 'crash-after-commit', body);
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      const shown = (await retry.json()) as { id: number; status: string };
      expect(shown.status).toBe('scheduled');
      expect(await reservationCount(next)).toBe(1);
      // Stored now: the next retry is the same answer again.
      const again = await book(next, 'crash-after-commit', body);
      expect(again.status).toBe(201);
      expect(((await again.json()) as { id: number }).id).toBe(shown.id);
    } finally {
      await next.stop();
    }
  }, 180_000);

  it('runs a retry at once when the process died before the work committed', async () => {
    const body = booking(120);
    const crashing = await start('before-commit');
    await expect(book(crashing, 'crash-before-commit', body)).rejects.toThrow();
    expect((await crashing.exited).signal).toBe('SIGKILL');

    const next = await start();
    try {
      const before = await reservationCount(next);
      const retry = await book(next, 'crash-before-commit', body);
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      expect(await reservationCount(next)).toBe(before + 1);
    } finally {
      await next.stop();
    }
  }, 180_000);
});
