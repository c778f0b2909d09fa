// `npm run bench offline`: a cold start of the installed app (a persistent browser profile,
// the browser launched anew each time) to the finder's last results, the reservations list
// and a reservation's page, with the server up and then stopped, at 1x and 4x CPU throttle
// (CDP Emulation.setCPUThrottlingRate), median of 5. Needs the build (`npx vite build` and the
// server bundle, as the browser tests do).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath, phoneContextOptions } from '../support/browser';
import { logInThroughUi, registerAccount } from '../support/e2e-accounts';
import { apiLogin } from '../support/e2e-api';
import { book, createAvailableLot, grantCredits } from '../support/e2e-booking';
import { startE2eServer } from '../support/e2e-server';
import migratedTemplate from '../support/e2e-global-setup';
import { launchProfilePhone, persistedCache, waitForServiceWorkerControl } from '../support/pwa';

const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 5);
const RATES = [1, 4];
/** `BENCH_OFFLINE_ONLY=1`: the server-stopped starts alone (half the time, on a busy machine). */
const STATES = process.env.BENCH_OFFLINE_ONLY === '1' ? (['offline'] as const) : (['online', 'offline'] as const);

type Screen = {
  name: string;
  path: string;
  shown: (page: Page) => ReturnType<Page['locator']>;
  /** A piece of the saved cache that holds this screen's data. */
  saved: string;
  /** The `elementtiming` name of the element that shows the data (its first paint is the figure). */
  mark: string;
};

/**
 * A promise, run in the page through the DevTools protocol alone, of the first paint of the
 * element named `mark` (Element Timing), on the page's clock. Waiting with a Playwright locator
 * would evaluate Playwright's own script in the page first (about 150 ms at 4x on the main
 * thread, measured in a trace) and poll it there: the figure would hold the harness's work.
 */
const firstPaintOf = (mark: string) => `new Promise((resolve) => {
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntries().find((e) => e.identifier === ${JSON.stringify(mark)});
    if (entry) { observer.disconnect(); resolve(entry.renderTime || entry.loadTime); }
  }).observe({ type: 'element', buffered: true });
})`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** The way to the first screen, in ms from the navigation's start (the page's clock). */
type Steps = Record<(typeof STEPS)[number], number | undefined>;
const STEPS = ['document', 'entry', 'render', 'restored', 'first paint', 'shown'] as const;

/**
 * Where the time went: the document answered (by the service worker offline), the entry's
 * modules evaluated (`ll:entry`, main.tsx), the render started (`ll:render`, after the
 * catalog), the saved queries restored from IndexedDB (`ll:restored`), the first contentful
 * paint; `shown` (the data's first paint) is filled in from Element Timing by `coldStart`.
 */
function stepsOf(page: Page): Promise<Steps> {
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  return page.evaluate(`(() => {
    const mark = (name) => performance.getEntriesByName(name)[0]?.startTime;
    const navigation = performance.getEntriesByType('navigation')[0];
    return {
      document: navigation?.responseEnd,
      entry: mark('ll:entry'),
      render: mark('ll:render'),
      restored: mark('ll:restored'),
      'first paint': mark('first-contentful-paint'),
      shown: undefined,
    };
  })()`);
}

/** Milliseconds from the navigation's start to `screen` showing its data, in a browser started cold. */
async function coldStart(
  baseURL: string,
  profileDir: string,
  screen: Screen,
  rate: number,
): Promise<{ ms: number; steps: Steps }> {
  const context: BrowserContext = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    ...phoneContextOptions(baseURL),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const started = Date.now();
    await page.goto(screen.path, { waitUntil: 'commit' });
    // What the screen showed instead of its data, for the report.
    const missed = async (error: unknown): Promise<never> => {
      const file = join(tmpdir(), `offline-start-${screen.path.replace(/\W+/g, '_')}-${rate}x.png`);
      await page.screenshot({ path: file }).catch(() => undefined);
      const text = await page.evaluate('document.body.innerText').catch(() => '');
      throw new Error(`${screen.name} not shown (${file}): ${String(text).slice(0, 400)}`, { cause: error });
    };
    // Runtime.evaluate's own `timeout` bounds the script's run, not the promise it awaits: a
    // paint that never comes is a miss after 60 s, as a locator's wait was.
    let timer: NodeJS.Timeout | undefined;
    const painted = await Promise.race([
      cdp.send('Runtime.evaluate', { expression: firstPaintOf(screen.mark), awaitPromise: true, returnByValue: true }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('its data was not painted within 60 s')), 60_000);
      }),
    ])
      .catch(missed)
      .finally(() => clearTimeout(timer));
    const ms = Date.now() - started;
    // Then, not timed: the element painted is the screen's data.
    await screen.shown(page).first().waitFor({ timeout: 5_000 }).catch(missed);
    const steps = await stepsOf(page);
    return { ms, steps: { ...steps, shown: Number(painted.result.value) || undefined } };
  } finally {
    await context.close();
  }
}

export async function benchOfflineStart(): Promise<void> {
  const admin = { email: 'admin@example.test', password: 'admin-parola-1' };
  // As the browser tests do: the server starts from a migrated copy of the embedded database.
  const removeTemplate = await migratedTemplate();
  const server = await startE2eServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  let stopped = false;
  try {
    const adminToken = await apiLogin(server.url, admin.email, admin.password);
    const owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
    const driver = await registerAccount(server.url, { name: 'Maria Șofer' });
    const lot = await createAvailableLot(server.url, owner.token, {
      identifier: 'P-COLD1',
      zone: 'Centru',
      address: 'Strada Lipscani 10',
    });
    await grantCredits(server.url, adminToken, driver.userId, 200, 'Credite de bun venit');
    const reservation = await book(server.url, driver.token, lot.id, new Date(Date.now() + 24 * 3_600_000), 90);
    const screens: Screen[] = [
      {
        name: "finder's last results",
        path: '/',
        shown: (p) => p.locator('article.lot-card', { hasText: 'P-COLD1' }),
        mark: 'lot-card',
        saved: 'P-COLD1',
      },
      {
        name: 'reservations list',
        path: '/reservations',
        shown: (p) => p.getByText(/^(Loc|Place) P-COLD1$/),
        mark: 'reservation-card',
        saved: '"reservations","list"',
      },
      {
        name: "a reservation's page",
        path: `/reservations/${reservation.id}`,
        shown: (p) => p.getByText('Strada Lipscani 10'),
        mark: 'reservation',
        saved: `"reservations","detail",${reservation.id}`,
      },
    ];
    // Installed and used once online: signed in, each screen visited and saved on the device.
    const { context, profileDir } = await launchProfilePhone(server.url);
    const page = await context.newPage();
    await logInThroughUi(page, driver.email, driver.password);
    await waitForServiceWorkerControl(page);
    // Each screen's data saved before the next page load: a save is throttled to one a second,
    // and a new document starts from what IndexedDB holds (the list, left unsaved, was lost).
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.shown(page).first().waitFor();
      const deadline = Date.now() + 15_000;
      while (!((await persistedCache(page)) ?? '').includes(screen.saved)) {
        if (Date.now() > deadline) throw new Error(`${screen.name} was not saved on the device`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    await context.close();

    const figures = new Map<string, number>();
    for (const state of STATES) {
      if (state === 'offline') {
        await server.stop();
        stopped = true;
      }
      for (const rate of RATES)
        for (const screen of screens) {
          const runs: { ms: number; steps: Steps }[] = [];
          let missed = 0;
          for (let i = 0; i < RUNS; i += 1) {
            // A screen that did not show is reported and counted, and the bench goes on.
            const run = await coldStart(server.url, profileDir, screen, rate).catch((error: unknown) => {
              console.log(`offline start: ${state} ${rate}x ${screen.name}, run ${i + 1}: ${String(error)}`);
              missed += 1;
            });
            if (run) runs.push(run);
          }
          if (runs.length) figures.set(`${state} ${rate} ${screen.name}`, median(runs.map((r) => r.ms)));
          if (missed)
            console.log(`offline start: ${state} ${rate}x ${screen.name}: ${missed} of ${RUNS} not shown in 60 s`);
          const steps = STEPS.map((step) => {
            const values = runs.map((r) => r.steps[step]).filter((v): v is number => v !== undefined);
            return `${step} ${values.length ? median(values).toFixed(0) : '-'}`;
          });
          console.log(
            `offline start: ${state} ${rate}x ${screen.name}: ${runs.map((r) => r.ms).join(', ')} ms; medians on the page's clock: ${steps.join(', ')}`,
          );
        }
    }
    console.log(`\nCold start of the installed app, median of ${RUNS} (ms; the server stopped vs up)`);
    console.log('screen                 | throttle | server stopped | server up');
    for (const rate of RATES)
      for (const screen of screens)
        console.log(
          `${screen.name.padEnd(22)} | ${`${rate}x`.padStart(8)} | ${String(figures.get(`offline ${rate} ${screen.name}`) ?? '-').padStart(14)} | ${String(figures.get(`online ${rate} ${screen.name}`) ?? '-').padStart(9)}`,
        );
  } finally {
    if (!stopped) await server.stop();
    removeTemplate();
  }
}
