import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type PusherClient from 'pusher-js';
import { afterAll, describe, expect, it } from 'vitest';
import { formatApiDateTime } from '../../src/domain/date-time';
import { spawnServer, type ChildServer, waitReady } from '../support/child-server';
import { freePort } from '../support/e2e-server';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { assertLedgerBalancedIn } from '../support/ledger';
import { nginxBinary, startNginx, type Nginx } from '../support/nginx';
import { pusherClient, waitForConnected } from '../support/realtime-clients';
import { serviceRequest, type Answer } from '../support/service-client';
import { createTestApp } from '../support/test-app';

/*
 * A rolling restart, proved (docs/deploy.md): nginx with the shipped configuration in front of
 * three processes on one PostgreSQL and Redis, under a steady mixed load at fixed rates
 * (bookings with Idempotency-Keys, the finder's list and map, reservation lists) and 50 pusher-js
 * clients on their private channels. The three processes are restarted one after another
 * (SIGTERM, exit, the same build started again, ready), then one is killed with -9. The
 * clients behave as docs/deploy.md says a client must (tests/support/service-client.ts).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const OWNERS = 50;
const RATES = { bookings: 12, list: 4, map: 4, reservations: 4 }; // requests a second, each

const scratch = mkdtempSync(join(tmpdir(), 'loc-liber-rolling-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Tally = { sent: number; failed: string[]; retried: number };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Fires `work` `perSecond` times a second, whatever the answers take (an arrival rate), until stopped. */
function atRate(perSecond: number, work: (n: number) => Promise<void>) {
  let n = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const run = work(n++).finally(() => inFlight.delete(run));
    inFlight.add(run);
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await Promise.all([...inFlight]);
  };
}

describe.runIf(pgUrl)('a rolling restart behind nginx', () => {
  it('loses no request, books nothing twice, keeps the ledger exact and every notification reaches its user', async () => {
    // Not skipped without nginx: the proof of docs/deploy.md must run wherever PostgreSQL does.
    if (!nginxBinary()) throw new Error('nginx is not installed: apt-get install nginx-light (.ci/run installs it)');
    const { app, database } = await createTestApp();
    const key = `rolling-${randomUUID().slice(0, 8)}`;
    const env = {
      DATABASE_URL: database.url ?? '',
      REDIS_URL: redisUrl,
      REALTIME_KEY: key,
      TRUST_PROXY: 'on',
      JOBS: 'on',
      SHUTDOWN_GRACE_SECONDS: '10',
      LOG_LEVEL: 'warn',
    };
    const ports = await Promise.all([0, 1, 2].map(() => freePort()));
    const servers: ChildServer[] = ports.map((port) => spawnServer(port, env));
    let nginx: Nginx | undefined;
    const clients: PusherClient[] = [];
    try {
      // The world: 50 owners with a lot each (their notifications are watched), 50 drivers.
      const owners: TestUser[] = [];
      const lots: number[] = [];
      const drivers: { user: TestUser; car: number }[] = [];
      for (let i = 0; i < OWNERS; i += 1) {
        const owner = await createUser(app, { language: 'en' });
        owners.push(owner);
        lots.push((await createLot(app, owner)).id);
        const driver = await createUser(app, { language: 'en' });
        drivers.push({ user: driver, car: (await createAutomobile(app, driver)).id });
        await grantCredits(app, driver, 10_000);
      }
      await Promise.all(servers.map((server) => waitReady(server)));
      nginx = await startNginx(
        join(scratch, 'nginx'),
        await freePort(),
        ports.map((p) => `127.0.0.1:${p}`),
      );
      const base = nginx.url;

      // 50 pusher-js clients through nginx, each catching up on its missed notifications at
      // every (re)subscription, as the app does (features/notifications/start-notifications.ts).
      const seen = owners.map(() => new Set<number>());
      const live = owners.map(() => new Set<number>());
      const catchUps: Promise<void>[] = [];
      const catchUp = async (i: number) => {
        let after = Math.max(0, ...seen[i]!);
        for (;;) {
          const page = await serviceRequest(`${base}/api/notifications?after=${after}`, {
            headers: owners[i]!.headers,
          });
          if (page.status !== 200) throw new Error(`catch-up answered ${page.status}`);
          const rows = (page.body as { data: { id: number }[] }).data;
          for (const row of rows) seen[i]!.add(row.id);
          if (rows.length < 100) return;
          after = rows[rows.length - 1]!.id;
        }
      };
      const port = Number(new URL(base).port);
      for (const [i, owner] of owners.entries()) {
        const client = pusherClient(port, key, owner.token);
        clients.push(client);
        const channel = client.subscribe(`private-App.Models.User.${owner.id}`);
        channel.bind('pusher:subscription_succeeded', () => catchUps.push(catchUp(i)));
        channel.bind('notification', (data: { id: number }) => {
          seen[i]!.add(data.id);
          live[i]!.add(data.id);
        });
      }
      // Generous: on a loaded machine a first attempt can fail and pusher-js waits before the next.
      await Promise.all(clients.map((client) => waitForConnected(client, 15_000)));

      // The load, at fixed rates through nginx.
      const tallies = { bookings: newTally(), list: newTally(), map: newTally(), reservations: newTally() };
      const confirmed = new Map<string, number>();
      const zone = app.deps.config.APP_TIMEZONE;
      const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 3_600_000);
      const record = (tally: Tally, what: string, answer: Answer, ok: number) => {
        tally.sent += 1;
        if (answer.retried) tally.retried += 1;
        if (answer.status !== ok)
          tally.failed.push(`${what}: ${answer.status} ${answer.error ?? JSON.stringify(answer.body)}`);
      };
      const bounds = '&southWest[lat]=44.41&southWest[lng]=26.09&northEast[lat]=44.44&northEast[lng]=26.12';
      const range = `from=${encodeURIComponent(formatApiDateTime(start, zone))}&to=${encodeURIComponent(formatApiDateTime(new Date(start.getTime() + 3_600_000), zone))}`;
      const stops = [
        atRate(RATES.bookings, async (n) => {
          // Booking n: lot and driver n mod 50, the slot n div 50: no two bookings can collide.
          const i = n % OWNERS;
          const slot = Math.floor(n / OWNERS);
          const from = new Date(start.getTime() + slot * 20 * 60_000);
          const idempotencyKey = randomUUID();
          const answer = await serviceRequest(`${base}/api/reservations`, {
            method: 'POST',
            headers: {
              ...drivers[i]!.user.headers,
              'content-type': 'application/json',
              'idempotency-key': idempotencyKey,
            },
            body: JSON.stringify({
              parking_lot_id: lots[i],
              automobile_id: drivers[i]!.car,
              start_time: formatApiDateTime(from, zone),
              end_time: formatApiDateTime(new Date(from.getTime() + 15 * 60_000), zone),
            }),
          });
          record(tallies.bookings, `booking ${n}`, answer, 201);
          if (answer.status === 201) confirmed.set(idempotencyKey, (answer.body as { id: number }).id);
        }),
        atRate(RATES.list, async (n) => {
          const user = drivers[n % OWNERS]!.user;
          record(
            tallies.list,
            'finder list',
            await serviceRequest(`${base}/api/parking-finder?${range}${bounds}`, { headers: user.headers }),
            200,
          );
        }),
        atRate(RATES.map, async (n) => {
          const user = drivers[n % OWNERS]!.user;
          record(
            tallies.map,
            'finder map',
            await serviceRequest(`${base}/api/parking-finder/map?${range}${bounds}`, { headers: user.headers }),
            200,
          );
        }),
        atRate(RATES.reservations, async (n) => {
          const user = drivers[n % OWNERS]!.user;
          record(
            tallies.reservations,
            'reservations',
            await serviceRequest(`${base}/api/reservations?type=all`, { headers: user.headers }),
            200,
          );
        }),
      ];

      // Restart each process in turn, then kill one outright.
      const began = Date.now();
      const steps: string[] = [];
      await sleep(3000);
      for (let i = 0; i < servers.length; i += 1) {
        const old = servers[i]!;
        old.child.kill('SIGTERM');
        const exited = await old.exited;
        expect(exited, old.output()).toEqual({ code: 0, signal: null });
        servers[i] = spawnServer(ports[i]!, env);
        await waitReady(servers[i]!);
        steps.push(`process ${i + 1} restarted at ${((Date.now() - began) / 1000).toFixed(1)} s`);
        await sleep(2000);
      }
      servers[0]!.child.kill('SIGKILL');
      await servers[0]!.exited;
      servers[0] = spawnServer(ports[0]!, env);
      await waitReady(servers[0]!);
      steps.push(`process 1 killed (-9) and back at ${((Date.now() - began) / 1000).toFixed(1)} s`);
      await sleep(3000);
      await Promise.all(stops.map((stop) => stop()));
      // Sockets closed by a stop reconnect (pusher-js backs off between attempts: one that hit
      // a process on its way down may be 'unavailable' for seconds), subscribe again and catch up.
      await sleep(3000);
      await Promise.all(clients.map((client) => waitForConnected(client, 15_000)));
      await Promise.all(catchUps);

      // The figures.
      const stored = (await app.deps.db.execute(
        sql`select user_id, id from notifications where user_id in ${sql.raw(`(${owners.map((o) => o.id).join(',')})`)}`,
      )) as unknown as { rows: { user_id: number; id: number }[] };
      const missing = stored.rows.filter((row) => !seen[owners.findIndex((o) => o.id === row.user_id)]!.has(row.id));
      const delivered = live.reduce((sum, set) => sum + set.size, 0);
      const reservations = (await app.deps.db.execute(
        sql`select count(*)::int as n, count(distinct (user_id, start_time))::int as distinct_slots from reservations`,
      )) as unknown as { rows: { n: number; distinct_slots: number }[] };
      const counts = reservations.rows[0]!;
      console.log(
        [
          `rolling restart behind nginx, ${((Date.now() - began) / 1000).toFixed(0)} s: ${steps.join('; ')}`,
          ...Object.entries(tallies).map(
            ([name, t]) => `  ${name}: ${t.sent} sent, ${t.failed.length} failed, ${t.retried} retried once`,
          ),
          `  bookings confirmed ${confirmed.size}, reservations stored ${counts.n} (${counts.distinct_slots} distinct driver slots)`,
          `  notifications stored ${stored.rows.length}: ${delivered} delivered live, ${stored.rows.length - delivered - missing.length} recovered by catch-up, ${missing.length} missing`,
        ].join('\n'),
      );
      for (const tally of Object.values(tallies)) expect(tally.failed, nginx.errors()).toEqual([]);
      // Enough bookings to span every step of the restart (465-548 on a quiet machine, 199 on a
      // loaded one): the load was real, not a trickle.
      expect(tallies.bookings.sent).toBeGreaterThan(100);
      // Every booking answered 201 once, none stored twice or without its answer.
      expect(counts.n).toBe(confirmed.size);
      expect(new Set(confirmed.values()).size).toBe(confirmed.size);
      expect(counts.distinct_slots).toBe(counts.n);
      await assertLedgerBalancedIn(app.deps.db);
      expect(stored.rows.length).toBeGreaterThanOrEqual(confirmed.size);
      expect(missing).toEqual([]);
    } finally {
      clients.forEach((client) => client.disconnect());
      await nginx?.stop();
      await Promise.all(servers.map((server) => server.stop()));
    }
  }, 300_000);
});

function newTally(): Tally {
  return { sent: 0, failed: [], retried: 0 };
}
