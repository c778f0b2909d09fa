import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

// A stand-in build: the shell and one large hashed chunk.
const staticDir = mkdtempSync(join(tmpdir(), 'loc-liber-static-'));
mkdirSync(join(staticDir, 'assets'));
const chunk = `export const rows = [${Array.from({ length: 4000 }, (_, i) => `{id:${i},label:"lot ${i}"}`).join(',')}];\n`;
writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), chunk);
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const { app } = await createTestApp({ STATIC_DIR: staticDir });

describe('compressed answers for weak connections', () => {
  it('gzips a built chunk for a browser that accepts gzip, and the bytes unpack to the file', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(chunk.length / 4);
    expect(gunzipSync(res.rawPayload).toString()).toBe(chunk);
  });

  it('sends the file as it is to a client that does not ask for compression', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(chunk);
  });

  it('lets the browser revalidate the service worker on every check, so a new version is seen', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('gzips large API answers too', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/enums/CountryCode',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toContainEqual(expect.objectContaining({ value: 'DE' }));
  });
});
