import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from '../support/test-app';

// A stand-in build (src/server/static.ts serves it with one GET /* route, not a route per file).
const staticDir = mkdtempSync(join(tmpdir(), 'loc-liber-static-files-'));
mkdirSync(join(staticDir, 'assets'));
const shell = '<!doctype html><div id="root"></div>';
writeFileSync(join(staticDir, 'index.html'), shell);
writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'export const a = 1;\n');
writeFileSync(join(staticDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const { app } = await createTestApp({ STATIC_DIR: staticDir });
const { app: withMaps } = await createTestApp({ STATIC_DIR: staticDir, SERVE_SOURCE_MAPS: 'true' });

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { 'accept-language': 'en' } });

describe('the built app', () => {
  it('answers the shell at / and at every client route, never cached', async () => {
    for (const url of ['/', '/login', '/reservations/12', '/parking-lots/3/edit?tab=photos', '/assets', '/assets/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves a hashed file for a year, HEAD too, and a file the build wrote after the start', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/index-abc123.js', 'HEAD')).statusCode).toBe(200);
    writeFileSync(join(staticDir, 'assets', 'late-def456.js'), 'export const b = 2;\n');
    expect((await get('/assets/late-def456.js')).body).toBe('export const b = 2;\n');
  });

  it('answers 404 with a message, not the shell, for a missing file, an API path and a way out of the folder', async () => {
    for (const url of ['/assets/gone-000000.js', '/api/no-such-thing', '/apps/1/nothing', '/../package.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found.' });
    }
  });

  it('keeps the source maps on disk unless SERVE_SOURCE_MAPS asks for them', async () => {
    expect((await get('/assets/index-abc123.js.map')).statusCode).toBe(404);
    const served = await withMaps.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('{"version":3}');
  });
});

// A stand-in build with the login page prerendered in both languages (src/build/prerender.ts).
const prerenderedDir = mkdtempSync(join(tmpdir(), 'loc-liber-prerendered-'));
mkdirSync(join(prerenderedDir, 'prerendered'));
writeFileSync(join(prerenderedDir, 'index.html'), shell);
const loginPage = (language: string) => `<!doctype html><html lang="${language}"><div id="root">login</div>`;
const homePage = (language: string) => `<!doctype html><html lang="${language}"><div id="root"></div><div>frame</div>`;
for (const language of ['ro', 'en']) {
  writeFileSync(join(prerenderedDir, 'prerendered', `login.${language}.html`), loginPage(language));
  writeFileSync(join(prerenderedDir, 'prerendered', `home.${language}.html`), homePage(language));
}
afterAll(() => rmSync(prerenderedDir, { recursive: true, force: true }));
const { app: prerendering } = await createTestApp({ STATIC_DIR: prerenderedDir });

describe('the prerendered login page', () => {
  const page = (url: string, cookie?: string) =>
    prerendering.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("answers /login with the page in the device's language cookie, Romanian without one", async () => {
    const cases: [string, string | undefined, string][] = [
      ['/login', undefined, 'ro'],
      ['/login?redirect=%2Freservations', undefined, 'ro'],
      ['/login', 'language=en', 'en'],
      ['/login', 'theme=dark; language=en; other=1', 'en'],
      ['/login', 'language=ro', 'ro'],
      // Anything else is the default, never a file name taken from the request.
      ['/login', 'language=../index', 'ro'],
      ['/login', 'language=fr', 'ro'],
      ['/login', 'xlanguage=en', 'ro'],
    ];
    for (const [url, cookie, language] of cases) {
      const res = await page(url, cookie);
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.body, `${url} ${cookie}`).toBe(loginPage(language));
      expect(res.headers['cache-control']).toBe('no-cache');
      // A shared cache keeps one page per language.
      expect(String(res.headers.vary)).toMatch(/\bCookie\b/);
    }
  });

  it('answers the shell for a language whose page the build did not write', async () => {
    const partialDir = mkdtempSync(join(tmpdir(), 'loc-liber-prerendered-ro-'));
    mkdirSync(join(partialDir, 'prerendered'));
    writeFileSync(join(partialDir, 'index.html'), shell);
    writeFileSync(join(partialDir, 'prerendered', 'login.ro.html'), loginPage('ro'));
    onTestFinished(() => rmSync(partialDir, { recursive: true, force: true }));
    const { app: partial } = await createTestApp({ STATIC_DIR: partialDir });
    const res = await partial.inject({ method: 'GET', url: '/login', headers: { cookie: 'language=en' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell);
    expect((await partial.inject({ method: 'GET', url: '/login' })).body).toBe(loginPage('ro'));
  });

  it('answers the home with the signed-in frame only on a device whose hint says it keeps a session', async () => {
    const cases: [string, string | undefined, string][] = [
      ['/', 'signed_in=1', homePage('ro')],
      ['/?lat=44.4&lng=26.1&mode=map', 'language=en; signed_in=1', homePage('en')],
      ['/', 'signed_in=1; language=en', homePage('en')],
      ['/', undefined, shell],
      ['/', 'language=en', shell],
      ['/', 'signed_in=', shell],
      ['/', 'signed_in=0', shell],
      ['/', 'signed_in=10', shell],
      ['/', 'xsigned_in=1', shell],
    ];
    for (const [url, cookie, body] of cases) {
      const res = await page(url, cookie);
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.body, `${url} ${cookie}`).toBe(body);
      // Either answer may come for the same URL: a shared cache must keep them apart.
      expect(String(res.headers.vary), `${url} ${cookie}`).toMatch(/\bCookie\b/);
    }
    // The hint never opens another screen's page.
    expect((await page('/reservations', 'signed_in=1')).body).toBe(shell);
  });

  it('answers every other client route with the shell', async () => {
    for (const url of ['/register', '/login/x', '/reservations']) {
      const res = await page(url, 'language=en');
      expect(res.body, url).toBe(shell);
      expect(String(res.headers.vary ?? ''), url).not.toMatch(/Cookie/);
    }
  });
});
