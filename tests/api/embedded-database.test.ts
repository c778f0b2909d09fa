import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/e2e-server';
import { slowPost } from '../support/slow-request';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'loc-liber-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Server = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

function serve(port: number): Server {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve-api.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: 'false',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      JOBS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitHealthy(server: Server): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const ok = await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy:\n${server.output()}`);
}

const credentials = { email: 'keeps@example.test', password: 'kept-password-1' };

// The embedded database only: PGlite in DATA_DIR, as `npm start` runs it with no configuration.
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database in DATA_DIR', () => {
  it('refuses a second process on the same directory, stops cleanly after the request in flight, and keeps the data for the next start', async () => {
    const first = serve(await freePort());
    await waitHealthy(first);
    const registered = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept', ...credentials, password_confirmation: credentials.password }),
    });
    expect(registered.status).toBe(201);

    const second = serve(await freePort());
    expect(await second.exited).toBe(78);
    expect(second.output()).toContain('in use by another server process');

    // SIGTERM with a sign-in still arriving: it is answered, then the database closes cleanly.
    const slow = slowPost(`${first.url}/api/login`, { ...credentials, remember: false }, 1500);
    await slow.sent;
    await new Promise((r) => setTimeout(r, 200));
    first.child.kill('SIGTERM');
    expect(await slow.answered).toBe(200);
    expect(await first.exited).toBe(0);

    const third = serve(await freePort());
    try {
      await waitHealthy(third);
      const login = await fetch(`${third.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...credentials, remember: false }),
      });
      expect(login.status).toBe(200);
    } finally {
      third.child.kill('SIGTERM');
      await third.exited;
    }
  }, 120_000);
});
