// `npm run bench lighthouse`: Lighthouse 12 (mobile defaults: simulated slow 4G and 4x CPU
// slowdown) with the Debian Chromium on /login and on the signed-in home in list mode, five
// cold runs each; prints the median performance score, LCP and TBT, and the load average
// (figures from a busy machine are not comparable). Needs the production build (vite build).
// LIGHTHOUSE_BASELINE=<folder of another build> also serves that build and alternates the runs
// between the two, so both see the same machine load (a before/after in one sitting).
import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { logInThroughUi } from '../support/e2e-accounts';
import { apiLogin } from '../support/e2e-api';
import { newDriver, seedLot, type Driver } from '../support/e2e-finder-data';
import { startE2eServer, type E2eServer } from '../support/e2e-server';
import { percentile } from './stats';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** A folder to keep each run's full report (JSON: diagnostics, long tasks, the LCP element) and trace. */
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
const admin = { email: 'admin@example.test', password: 'admin-parola-1' };

type Figures = { score: number; lcp: number; tbt: number };
export type Build = { name: string; server: E2eServer; driver: Driver; runs: Record<string, Figures[]> };

/** The machine's load averages (1, 5, 15 min): figures from a busy machine are not comparable. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The next load of `origin` is cold (no HTTP cache, no service worker or its caches); the session's storage stays. */
export async function clearForColdLoad(cdp: CDPSession, origin: string): Promise<void> {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
}

/** The real server on the build (PGlite), a driver and six lots near the default centre. */
export async function serve(name: string, staticDir?: string): Promise<Build> {
  const server = await startE2eServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(staticDir ? { STATIC_DIR: resolve(staticDir) } : {}),
  });
  const adminToken = await apiLogin(server.url, admin.email, admin.password);
  const driver = await newDriver(server.url, adminToken);
  for (let i = 0; i < 6; i++)
    await seedLot(server.url, driver.token, { identifier: `L-${i + 1}`, zone: 'Centru', north: i * 8, east: 0 });
  return { name, server, driver, runs: {} };
}

/** Signs the driver in through the login screen and leaves the home in list mode. */
export async function signIn(page: Page, build: Build): Promise<void> {
  await page.goto(`${build.server.url}/login`);
  await logInThroughUi(page, build.driver.email, build.driver.password, { origin: build.server.url });
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('finder') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('finder', JSON.stringify({ ...stored, mode: 'list' }));
  });
}

export async function benchLighthouse(): Promise<void> {
  const builds = [await serve('this build')];
  if (BASELINE) builds.push(await serve(`baseline ${BASELINE}`, BASELINE));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const measure = async (build: Build, path: string, run: number) => {
      await clearForColdLoad(cdp, build.server.url);
      const result = await lighthouse(`${build.server.url}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        disableStorageReset: true,
        logLevel: 'error',
      });
      const lhr = result!.lhr;
      if (JSON_DIR) {
        const name = `${builds.indexOf(build) === 0 ? '' : 'baseline-'}${path === '/' ? 'home' : path.replace(/\W+/g, '')}`;
        await writeFile(`${JSON_DIR}/${name}-${run}.json`, JSON.stringify(lhr));
        // The observed (unthrottled) trace: what each simulated task was, for chrome://tracing.
        await writeFile(`${JSON_DIR}/${name}-${run}.trace.json`, JSON.stringify(result!.artifacts.Trace));
      }
      (build.runs[path] ??= []).push({
        score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
      });
    };
    const print = (build: Build, path: string, label: string) => {
      const runs = build.runs[path] ?? [];
      const m = (pick: (f: Figures) => number) =>
        percentile(
          runs.map(pick).sort((a, b) => a - b),
          50,
        );
      const of = builds.length > 1 ? ` [${build.name}]` : '';
      console.log(
        `lighthouse ${label}${of}: score ${m((f) => f.score)}, LCP ${Math.round(m((f) => f.lcp))} ms, TBT ${Math.round(m((f) => f.tbt))} ms (median of ${runs.length}; scores ${runs.map((f) => f.score).join(' ')})`,
      );
    };

    console.log(`load average at start: ${loadAverage()}`);
    // The builds take turns run by run: a change in the machine's load hits both alike.
    for (let run = 1; run <= RUNS; run++) for (const build of builds) await measure(build, '/login', run);
    for (const build of builds) print(build, '/login', '/login');
    for (const build of builds) await signIn(page, build);
    for (let run = 1; run <= RUNS; run++) for (const build of builds) await measure(build, '/', run);
    for (const build of builds) print(build, '/', '/ (signed in, list)');
    console.log(`load average: ${loadAverage()} on ${availableParallelism()} CPUs`);
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
    for (const build of builds) await build.server.stop();
  }
}
