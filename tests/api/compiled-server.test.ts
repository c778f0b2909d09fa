import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundle, freshServerEntry } from '../../src/build/server-bundle.mjs';
import { spawnServer, waitHealthy } from '../support/child-server';
import { freePort } from '../support/e2e-server';

const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'loc-liber-compiled-'));
// Inside the checkout: the bundle finds its packages in node_modules from where it lies.
const outDir = join(root, '.tmp', `compiled-server-${process.pid}`);
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

/** Runs a compiled `npm start` entry until it answers, hands its URL to `check`, then stops it. */
async function withCompiledStart(
  entry: string,
  env: Record<string, string>,
  check: (url: string) => Promise<void>,
): Promise<void> {
  const server = spawnServer(await freePort(), env, [entry]);
  try {
    await waitHealthy(server);
    await check(server.url);
  } finally {
    await server.stop();
  }
  expect((await server.exited).code, server.output()).toBe(0);
}

// `npm start` runs the server compiled by src/build/server-bundle.mjs (src/server/cli/start.mjs).
describe.skipIf(process.env.TEST_DATABASE_URL)('the compiled server', () => {
  it('builds, knows when it is stale, and serves the API, its catalogs and the app from an embedded database', async () => {
    const { entry } = await buildServerBundle(outDir);
    expect(freshServerEntry(outDir)).toBe(entry);
    // Older than its sources: stale.
    const manifest = join(outDir, 'current.json');
    utimesSync(manifest, 0, 0);
    expect(freshServerEntry(outDir)).toBeUndefined();
    expect(freshServerEntry(join(scratch, 'nothing-here'))).toBeUndefined();
    // Rebuilt: a new folder, the manifest points at it, the old one stays for a process running it.
    const rebuilt = await buildServerBundle(outDir);
    expect(rebuilt.entry).not.toBe(entry);
    expect(freshServerEntry(outDir)).toBe(rebuilt.entry);
    expect(existsSync(entry)).toBe(true);

    // A build newer than every source, so the compiled start does not run vite.
    const staticDir = join(scratch, 'dist');
    const dataDir = join(scratch, 'data');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>compiled</title>');
    const tomorrow = new Date(Date.now() + 86_400_000);
    utimesSync(join(staticDir, 'index.html'), tomorrow, tomorrow);
    const env = { DATA_DIR: dataDir, STATIC_DIR: staticDir };

    // First start: an empty folder, every migration applied.
    await withCompiledStart(rebuilt.entry, env, async (url) => {
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
      // The server's catalogs are in the bundle (locales/en/server.po, compiled at build).
      const missing = await fetch(`${url}/api/no-such-thing`, { headers: { 'accept-language': 'en' } });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Not found.' });
      // In Romanian too: the catalogs are compiled into the bundle (no PO parser at start).
      const absent = await fetch(`${url}/api/no-such-thing`, { headers: { 'accept-language': 'ro' } });
      expect(await absent.json()).toEqual({ message: 'Nu a fost găsit.' });
      const openapi = await fetch(`${url}/api/openapi.json`);
      expect(openapi.status).toBe(200);
      expect(((await openapi.json()) as { openapi: string }).openapi).toBe('3.1.0');
      const page = await fetch(`${url}/reservations`);
      expect(await page.text()).toContain('<title>compiled</title>');
    });
    // Second start on the same data: migrations already applied, data kept.
    await withCompiledStart(rebuilt.entry, env, async (url) => {
      const registered = await fetch(`${url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Compiled',
          email: 'compiled@example.test',
          password: 'compiled-password-1',
          password_confirmation: 'compiled-password-1',
        }),
      });
      expect(registered.status).toBe(201);
    });
  }, 180_000);
});
