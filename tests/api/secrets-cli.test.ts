import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Pusher from 'pusher';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, waitHealthy } from '../support/child-server';
import { freePort } from '../support/e2e-server';
import { createTestApp } from '../support/test-app';

// `npm run --silent secrets` (src/server/cli/secrets.ts): how an operator learns the generated
// real-time secret, to give it to a backend that publishes or checks webhook signatures.
const root = resolve(import.meta.dirname, '../..');

function secretsCli(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/secrets.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', REALTIME_SECRET: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

function parse(stdout: string): Record<string, string> {
  return Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
}

describe.skipIf(process.env.TEST_DATABASE_URL)('npm run secrets on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'loc-liber-secrets-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const key = `secrets-${randomUUID()}`;

  it('prints the secret the server then signs with, and says to stop the server while it runs', async () => {
    // Before the first start: the secret is generated and kept for the server.
    const first = await secretsCli({ DATA_DIR: dataDir, REALTIME_KEY: key });
    expect(first.code, first.stderr).toBe(0);
    const printed = parse(first.stdout);
    expect(Object.keys(printed)).toEqual(['REALTIME_KEY', 'REALTIME_SECRET']);
    expect(printed.REALTIME_KEY).toBe(key);
    expect(printed.REALTIME_SECRET).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const port = await freePort();
    const server = spawnServer(port, { DATA_DIR: dataDir, REALTIME_KEY: key, LOG_LEVEL: 'info' });
    try {
      await waitHealthy(server);
      const backend = (secret: string) =>
        new Pusher({ appId: '1', key, secret, host: '127.0.0.1', port: String(port), useTLS: false });
      const accepted = await backend(printed.REALTIME_SECRET ?? '').trigger('private-anyone', 'ping', {});
      expect(accepted.status).toBe(200);
      await expect(backend('a-guess').trigger('private-anyone', 'ping', {})).rejects.toMatchObject({ status: 401 });

      const locked = await secretsCli({ DATA_DIR: dataDir, REALTIME_KEY: key });
      expect(locked.code).toBe(78);
      expect(locked.stderr).toContain('stop the server');
      expect(locked.stdout).toBe('');
    } finally {
      await server.stop();
    }
    // Never in the server's log.
    expect(server.output()).not.toContain(printed.REALTIME_SECRET);
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run secrets on PostgreSQL', async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  const key = `secrets-${randomUUID()}`;
  const { app, database } = await createTestApp({ REALTIME_KEY: key });

  it('prints the secret of the running servers', async () => {
    const result = await secretsCli({ DATABASE_URL: database.url ?? '', REALTIME_KEY: key });
    expect(result.code, result.stderr).toBe(0);
    expect(parse(result.stdout)).toEqual({ REALTIME_KEY: key, REALTIME_SECRET: app.deps.realtimeCredentials.secret });
  });
});
