import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, phoneContextOptions } from '../support/browser';
import { fetchUser, registerAccount } from '../support/e2e-accounts';
import { createAvailableLot } from '../support/e2e-booking';
import { startE2eServer } from '../support/e2e-server';
import { startTileServer } from '../support/tile-server';

// The build measured: dist/ unless E2E_DIST names another (as for the browser tests).
const dist = resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist');

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

type Loaded = { name: string; type: string; start: number; encoded: number; decoded: number };

/** Chunks that carry maplibre (the map): they must stay off the list view's first load. */
function mapChunks(assets: string): Set<string> {
  const files = readdirSync(assets).filter((f) => /\.m?js$/.test(f));
  return new Set(
    files.filter((f) => /maplibre/i.test(f) || readFileSync(join(assets, f), 'utf8').includes('maplibregl')),
  );
}

function printChunkTable(assets: string): void {
  const rows = readdirSync(assets)
    .filter((f) => /\.(m?js|css)$/.test(f))
    .map((f) => ({
      file: f,
      raw: readFileSync(join(assets, f)).length,
      gzip: gzipSync(readFileSync(join(assets, f)), { level: 6 }).length,
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  console.log(
    `${rows.length} chunks, ${kib(total)} gzip in all (gzip level 6, as the server sends them); the largest:`,
  );
  for (const r of rows.slice(0, 15))
    console.log(`${kib(r.gzip).padStart(10)}  ${kib(r.raw).padStart(10)} raw  ${r.file}`);
}

const kind = (entry: Loaded) => {
  const path = new URL(entry.name).pathname;
  if (path.startsWith('/api/')) return 'api';
  if (/\.m?js$/.test(path)) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (entry.type === 'navigation') return 'html';
  return 'other';
};

function summarize(label: string, entries: Loaded[]): void {
  const sum = (k: string) => entries.filter((e) => kind(e) === k).reduce((s, e) => s + e.encoded, 0);
  const count = (k: string) => entries.filter((e) => kind(e) === k).length;
  console.log(
    `${label}: JS ${kib(sum('js'))} in ${count('js')} files, CSS ${kib(sum('css'))}, HTML ${kib(sum('html'))}, API answers ${kib(sum('api'))} (bytes on the wire)`,
  );
}

/**
 * The list view's first load in Chromium against the real server (which gzips), read from
 * resource timing (encodedBodySize = bytes on the wire), then what showing the map adds.
 */
async function measureFirstLoad(assets: string): Promise<void> {
  const tiles = await startTileServer();
  const server = await startE2eServer({ STATIC_DIR: dist, TILE_URL: tiles.template });
  const browser = await launchBrowser();
  try {
    const account = await registerAccount(server.url);
    const owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
    await createAvailableLot(server.url, owner.token, {
      identifier: 'B-12',
      zone: 'Centru',
      address: 'Strada Lipscani 10',
    });
    const user = (await fetchUser(server.url, account.token)).body;
    // No service worker: its background precache would compete with the page and later
    // answers would come from it (0 bytes on the wire).
    const context = await browser.newContext({ ...phoneContextOptions(server.url), serviceWorkers: 'block' });
    // Signed in before the first request, so the first page is the list itself (not /login).
    const session = JSON.stringify({
      accessToken: account.token,
      refreshToken: null,
      expiresAt: null,
      scopes: [],
      user,
    });
    await context.addInitScript((value) => {
      if (!localStorage.getItem('auth')) localStorage.setItem('auth', value);
    }, session);
    // The moment the first lot card is in the page: what was requested before it is what the
    // list needed; what comes after (the real-time client, the worker's precache) is not.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('.lot-grid article')) {
          (window as unknown as { listShownAt: number }).listShownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('.lot-grid article').first().waitFor();
    const read = () =>
      page.evaluate(() =>
        [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => {
          const t = e as PerformanceResourceTiming;
          return {
            name: t.name,
            type: t.entryType,
            start: t.startTime,
            encoded: t.encodedBodySize,
            decoded: t.decodedBodySize,
          };
        }),
      );
    const all = await read();
    const shownAt = await page.evaluate(() => (window as unknown as { listShownAt: number }).listShownAt);
    const first = all.filter((e) => e.start < shownAt);
    const map = mapChunks(assets);
    const fileOf = (e: Loaded) => new URL(e.name).pathname.split('/').pop() ?? '';
    console.log(
      `\nthe list showed its first lot ${shownAt.toFixed(0)} ms after navigation start (local server, no throttling)`,
    );
    summarize('first load of the list view (requested before the list showed)', first);
    const realtime = first.filter((e) => /^pusher-/.test(fileOf(e)));
    if (realtime.length)
      summarize(
        '  of which the real-time client, imported after the first render (the list does not wait for it)',
        realtime,
      );
    summarize(
      'then, until the network is idle',
      all.filter((e) => e.start >= shownAt),
    );
    for (const e of all.filter((x) => x.start >= shownAt && kind(x) === 'js'))
      console.log(`${kib(e.encoded).padStart(10)}  ${fileOf(e)} (after the list)`);
    const mapLoaded = first.filter((e) => map.has(fileOf(e)));
    console.log(
      `map chunks on the list view's first load: ${mapLoaded.length ? mapLoaded.map(fileOf).join(', ') : 'none'}`,
    );
    for (const e of first.filter((x) => kind(x) === 'js').sort((a, b) => b.encoded - a.encoded)) {
      console.log(`${kib(e.encoded).padStart(10)}  ${kib(e.decoded).padStart(10)} unpacked  ${fileOf(e)}`);
    }

    await page.getByRole('button', { name: 'Hartă' }).click();
    await page.locator('.maplibregl-canvas').waitFor();
    await page.waitForLoadState('networkidle');
    const seen = new Set(all.map((e) => e.name));
    const added = (await read()).filter((e) => !seen.has(e.name));
    summarize('showing the map adds', added);
    for (const e of added.filter((x) => kind(x) === 'js'))
      console.log(`${kib(e.encoded).padStart(10)}  ${fileOf(e)}${map.has(fileOf(e)) ? ' (map)' : ''}`);
    const worker = readdirSync(assets).find((f) => /worker.*\.mjs$/.test(f));
    if (worker)
      console.log(
        `maplibre's worker script (${worker}): ${kib(gzipSync(readFileSync(join(assets, worker))).length)} gzip, loaded by the map`,
      );
  } finally {
    await browser.close();
    await server.stop();
    await tiles.close();
  }
}

/** Gzip size of every built chunk, and what the first load of the list view downloads in a real browser. */
export async function printBundleSizes(): Promise<void> {
  console.log('\n## Production bundle (gzip)');
  if (!existsSync(join(dist, 'index.html'))) {
    console.log(`no build in ${dist}: run \`npx vite build\` first`);
    return;
  }
  const assets = join(dist, 'assets');
  printChunkTable(assets);
  await measureFirstLoad(assets);
}
