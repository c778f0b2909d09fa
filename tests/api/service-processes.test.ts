import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ChildServer, waitReady } from '../support/child-server';
import { freePort } from '../support/e2e-server';
import { adminUrl, databaseUrl, runPrefix } from '../support/postgres-urls';
import { slowPost } from '../support/slow-request';

const serverUrl = process.env.TEST_DATABASE_URL;
const admin = { email: 'operator@example.test', password: 'operator-password-1' };

async function startTogether(count: number, env: Record<string, string>): Promise<ChildServer[]> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const servers = ports.map((port) => spawnServer(port, env));
  await Promise.all(servers.map((server) => waitReady(server)));
  return servers;
}

async function stopAll(servers: ChildServer[]): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()));
  for (const server of servers) expect((await server.exited).code, server.output()).toBe(0);
}

// Processes of one service on one PostgreSQL database (docs/deploy.md): the embedded database is
// one process by design (its lock file), and its drain is covered in embedded-database.test.ts.
describe.runIf(serverUrl)('processes on one PostgreSQL database', () => {
  const name = `${runPrefix}_service_${randomUUID().slice(0, 8)}`;
  const url = serverUrl ? databaseUrl(serverUrl, name) : '';
  const query = async <T extends pg.QueryResultRow>(text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };
  const env = {
    DATABASE_URL: url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
  };
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl(serverUrl ?? '') });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  // An empty database: no migration applied, no data.
  beforeAll(() => onServer(`CREATE DATABASE "${name}"`));
  afterAll(() => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('start four at once on an empty database, then again on the existing one: one administrator, one of each secret, demo data once', async () => {
    const keysOf = async (servers: ChildServer[]) =>
      Promise.all(
        servers.map(async (server) => {
          const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
            vapid_public_key: string;
            pass_public_key: { x: string };
          };
          return `${config.vapid_public_key} ${config.pass_public_key.x}`;
        }),
      );
    const facts = async () => ({
      administrators: await query<{ email: string }>(`select email from users where is_admin order by email`),
      users: Number((await query<{ n: string }>(`select count(*) as n from users`))[0]?.n),
      lots: Number((await query<{ n: string }>(`select count(*) as n from parking_lots`))[0]?.n),
      secrets: (
        await query<{ name: string; value: string }>(`select name, value from instance_secrets order by name`)
      ).map((row) => `${row.name}=${row.value}`),
    });

    const first = await startTogether(4, env);
    const firstKeys = await keysOf(first);
    expect(new Set(firstKeys).size).toBe(1);
    const afterFirst = await facts();
    expect(afterFirst.administrators.map((row) => row.email)).toEqual(['admin@locliber.ro', admin.email]);
    // The demo's three accounts and the operator's: the demo data was loaded by one process only.
    expect(afterFirst.users).toBe(4);
    expect(afterFirst.lots).toBeGreaterThan(0);
    expect(afterFirst.secrets.map((s) => s.split('=')[0])).toEqual(
      expect.arrayContaining(['pass_signing_key', 'vapid-keys']),
    );
    // The admin signs in on any process.
    const login = await fetch(`${first[3]!.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...admin, remember: false }),
    });
    expect(login.status).toBe(200);
    await stopAll(first);

    const again = await startTogether(4, env);
    expect(await keysOf(again)).toEqual(firstKeys);
    expect(await facts()).toEqual(afterFirst);
    await stopAll(again);
  }, 600_000);

  it('on SIGTERM: not ready first, finishes the request in flight, exits 0 within the grace; a second signal exits at once', async () => {
    const [server] = await startTogether(1, {
      ...env,
      SHUTDOWN_DELAY_SECONDS: '1',
      SHUTDOWN_GRACE_SECONDS: '15',
    });
    const login = { email: admin.email, password: admin.password, remember: false };
    const slow = slowPost(`${server!.url}/api/login`, login, 2500);
    await slow.sent;
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    server!.child.kill('SIGTERM');
    // Within the delay: still serving, but no longer ready.
    await new Promise((r) => setTimeout(r, 200));
    const ready = await fetch(`${server!.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    expect((await fetch(`${server!.url}/api/health`)).status).toBe(200);
    // The request in flight is answered (the login itself), after the port closed.
    expect(await slow.answered).toBe(200);
    const exited = await server!.exited;
    expect(exited.code, server!.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    const lines = server!.output();
    expect(lines).toMatch(/draining: not ready, finishing requests in flight/);
    expect(lines).toMatch(/drained: exiting/);
    expect(lines).not.toMatch(/"level":50/);

    const [second] = await startTogether(1, { ...env, SHUTDOWN_GRACE_SECONDS: '60' });
    const held = slowPost(`${second!.url}/api/login`, login, 30_000);
    // Cut when the process exits: the request never finishes.
    const cut = held.answered.then(
      () => 'answered',
      () => 'cut',
    );
    await held.sent;
    second!.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const twice = Date.now();
    second!.child.kill('SIGTERM');
    expect(await second!.exited, second!.output()).toEqual({ code: 1, signal: null });
    expect(Date.now() - twice).toBeLessThan(5_000);
    expect(await cut).toBe('cut');
  }, 300_000);
});
