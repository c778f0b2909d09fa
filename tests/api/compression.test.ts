import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../src/build/precompress';
import { GZIP_LEVEL } from '../../src/server/lib/gzip-level';
import { createTestApp } from '../support/test-app';

// A stand-in build: the shell and one large hashed chunk.
const staticDir = mkdtempSync(join(tmpdir(), 'loc-liber-static-'));
mkdirSync(join(staticDir, 'assets'));
const chunk = `export const rows = [${Array.from({ length: 4000 }, (_, i) => `{id:${i},label:"lot ${i}"}`).join(',')}];\n`;
writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), chunk);
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
// A chunk with the build's compressed copies beside it (the build's own step writes them).
const copiedDir = join(staticDir, 'copied');
mkdirSync(copiedDir);
const copied = chunk.replace('lot', 'spot');
writeFileSync(join(copiedDir, 'map-def456.js'), copied);
await precompressDir(copiedDir);
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

  it("sends the build's brotli copy to a browser that accepts it, smaller than gzip on the fly", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/copied/map-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(copied);
    expect(res.rawPayload.length).toBeLessThan(gzipSync(copied, { level: GZIP_LEVEL }).length);
  });

  it("sends the build's gzip copy, as the build wrote it, to a client without brotli", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/copied/map-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(readFileSync(join(copiedDir, 'map-def456.js.gz')))).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(copied);
    const plain = await app.inject({ method: 'GET', url: '/copied/map-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(copied);
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
    const body = gunzipSync(res.rawPayload);
    expect(JSON.parse(body.toString())).toContainEqual(expect.objectContaining({ value: 'DE' }));
    // At the fast level, not zlib's default (a third of the CPU per finder answer).
    expect(res.rawPayload.equals(gzipSync(body, { level: GZIP_LEVEL }))).toBe(true);
  });
});
