// `npm run bench lighthouse`: Lighthouse 12 (mobile defaults: simulated slow 4G and 4x CPU
// slowdown) with the Debian Chromium on /login and on the signed-in home in list mode, five
// cold runs each; prints the median performance score, LCP and TBT, and the load average
// (figures from a busy machine are not comparable). Needs the production build (vite build).
import { availableParallelism, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { logInThroughUi } from '../support/e2e-accounts';
import { apiLogin } from '../support/e2e-api';
import { newDriver, seedLot } from '../support/e2e-finder-data';
import { startE2eServer } from '../support/e2e-server';
import { percentile } from './stats';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const admin = { email: 'admin@example.test', password: 'admin-parola-1' };

type Figures = { score: number; lcp: number; tbt: number };

export async function benchLighthouse(): Promise<void> {
  const server = await startE2eServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const adminToken = await apiLogin(server.url, admin.email, admin.password);
    const driver = await newDriver(server.url, adminToken);
    for (let i = 0; i < 6; i++)
      await seedLot(server.url, driver.token, { identifier: `L-${i + 1}`, zone: 'Centru', north: i * 8, east: 0 });
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const cold = async () => {
      // Each run loads cold (no HTTP cache, no service worker) but keeps the session's storage.
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: server.url,
        storageTypes: 'service_workers,cache_storage',
      });
    };
    const measure = async (path: string): Promise<Figures[]> => {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        await cold();
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          disableStorageReset: true,
          logLevel: 'error',
        });
        const lhr = result!.lhr;
        runs.push({
          score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
        });
      }
      return runs;
    };
    const print = (name: string, runs: Figures[]) => {
      const m = (pick: (f: Figures) => number) =>
        percentile(
          runs.map(pick).sort((a, b) => a - b),
          50,
        );
      console.log(
        `lighthouse ${name}: score ${m((f) => f.score)}, LCP ${Math.round(m((f) => f.lcp))} ms, TBT ${Math.round(m((f) => f.tbt))} ms (median of ${RUNS}; scores ${runs.map((f) => f.score).join(' ')})`,
      );
    };

    await page.goto(`${server.url}/login`);
    print('/login', await measure('/login'));

    await logInThroughUi(page, driver.email, driver.password, { origin: server.url });
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('finder') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('finder', JSON.stringify({ ...stored, mode: 'list' }));
    });
    print('/ (signed in, list)', await measure('/'));
    console.log(
      `load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${availableParallelism()} CPUs`,
    );
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
    await server.stop();
  }
}
