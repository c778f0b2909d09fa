import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession, type E2eAccount } from '../support/e2e-accounts';
import { apiLogin } from '../support/e2e-api';
import { apiCall, book, createAvailableLot, grantCredits, type BookedReservation } from '../support/e2e-booking';
import { startE2eServer, type E2eServer } from '../support/e2e-server';
import { startTileServer, type TileServer } from '../support/tile-server';
import { offlineBannerText, persistedCache, waitForServiceWorkerControl } from '../support/pwa';

// With no signal the installed app opens from the service worker's precache and shows the
// data kept in IndexedDB. context.setOffline(true) also cuts the worker's own fetches.

const admin = { email: 'admin@example.test', password: 'admin-parola-1' };
let server: E2eServer;
let tiles: TileServer;
let browser: Browser;
let adminToken: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  tiles = await startTileServer();
  server = await startE2eServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, TILE_URL: tiles.template });
  browser = await launchBrowser();
  adminToken = await apiLogin(server.url, admin.email, admin.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tiles?.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

type Setup = { driver: E2eAccount; reservation: BookedReservation; context: BrowserContext; page: Page };

/** A driver with one reservation tomorrow at lot `place`, signed in on a phone the worker controls. */
async function driverWithReservation(place: string, language: 'ro' | 'en' = 'ro'): Promise<Setup> {
  const owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
  const driver = await registerAccount(server.url, { name: 'Maria Șofer', language });
  const lot = await createAvailableLot(server.url, owner.token, {
    identifier: place,
    zone: 'Centru',
    address: 'Strada Lipscani 10',
  });
  await grantCredits(server.url, adminToken, driver.userId, 200, 'Credite de bun venit');
  const start = new Date(Date.now() + 24 * 3_600_000);
  const reservation = await book(server.url, driver.token, lot.id, start, 90);
  const context = await newPhoneContext(browser, server.url, { locale: language === 'en' ? 'en-GB' : 'ro-RO' });
  contexts.push(context);
  const page = await context.newPage();
  // Signed in without the login screen (auth-guards.spec.ts tests that one).
  await signInWithSession(page, driver, language);
  await waitForServiceWorkerControl(page);
  return { driver, reservation, context, page };
}

const placeHeading = (page: Page, place: string) => page.getByText(new RegExp(`^(Loc|Place) ${place}$`)).first();

/** Visits the screens online so their data is fetched, then waits until it is saved on the device. */
async function visitOnline(page: Page, reservation: BookedReservation, place: string): Promise<void> {
  const saved = async () => (await persistedCache(page)) ?? '';
  // Home first: its search (debounced, then fetched) must be answered and saved before moving on.
  await page.goto('/');
  await page.locator('article.lot-card', { hasText: place }).waitFor();
  await expect.poll(saved, { timeout: 10_000 }).toContain(place);
  await page.goto('/reservations');
  await placeHeading(page, place).waitFor();
  await expect.poll(saved, { timeout: 10_000 }).toContain('"reservations","list"');
  await page.goto(`/reservations/${reservation.id}`);
  await placeHeading(page, place).waitFor();
  await page.getByText('Strada Lipscani 10').waitFor();
  await expect.poll(saved, { timeout: 10_000 }).toContain(`"reservations","detail",${reservation.id}`);
}

describe('with no signal', () => {
  it('opens /reservations/{id}, /reservations and / from the device, with the saved data and the offline bar', async () => {
    const { reservation, context, page } = await driverWithReservation('P-OFF1');
    await visitOnline(page, reservation, 'P-OFF1');
    const startText = await page.locator('.detail-facts__item', { hasText: 'Început' }).locator('dd').textContent();
    expect(startText).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    const drawnOnline = await stillMapTilesDrawn(page);
    expect(drawnOnline).toBeGreaterThan(0);
    const tileRequestsOnline = tiles.requests.length;

    await context.setOffline(true);
    await page.reload();
    await placeHeading(page, 'P-OFF1').waitFor();
    await page.getByText('Strada Lipscani 10').waitFor();
    // The still map of the lot draws from the worker's tile cache: the same tiles, none asked again.
    expect(await stillMapTilesDrawn(page)).toBe(drawnOnline);
    expect(tiles.requests.length).toBe(tileRequestsOnline);
    expect(await page.locator('.detail-facts__item', { hasText: 'Început' }).locator('dd').textContent()).toBe(
      startText,
    );
    await expect.poll(() => offlineBannerText(page)).toMatch(/^Fără conexiune - date din (\d\d\/\d\d )?\d\d:\d\d$/);
    await saveScreenshot(page, 'pwa-offline-reservation-ro');

    await page.goto('/reservations');
    await placeHeading(page, 'P-OFF1').waitFor();
    expect(await offlineBannerText(page)).toMatch(/^Fără conexiune - date din (\d\d\/\d\d )?\d\d:\d\d$/);
    await saveScreenshot(page, 'pwa-offline-reservations-ro');

    // Minutes later the search's time range has moved on: the last saved results still show.
    await page.clock.install({ time: new Date(Date.now() + 3 * 60_000) });
    await page.goto('/');
    await page.locator('article.lot-card', { hasText: 'P-OFF1' }).waitFor();
    expect(await offlineBannerText(page)).toMatch(/^Fără conexiune - date din (\d\d\/\d\d )?\d\d:\d\d$/);
    await saveScreenshot(page, 'pwa-offline-home-ro');

    // The signal returns: the bar goes and the data refreshes by itself.
    await page.goto('/reservations');
    await placeHeading(page, 'P-OFF1').waitFor();
    const refreshed = page.waitForResponse((res) => res.url().includes('/api/reservations') && res.ok(), {
      timeout: 15_000,
    });
    await context.setOffline(false);
    await refreshed;
    await expect.poll(() => offlineBannerText(page)).toBeNull();
  });

  it('keeps an answer that came within the last second when the app is put away', async () => {
    const { reservation, page } = await driverWithReservation('P-OFF5');
    // The device saves at most once a second. With the page's clock stopped right after the
    // reservation's answer, the save waiting for its turn never comes by itself: the phone
    // putting the app away (hidden, before it may be closed) must write it.
    await page.clock.install();
    await page.goto(`/reservations/${reservation.id}`);
    await page.getByText('Strada Lipscani 10').waitFor();
    // A moment ahead of the page's clock, which runs on meanwhile and cannot pause in the past:
    // on a slow machine the call may arrive after that moment, so it tries again a little later.
    for (let ahead = 100; ; ahead *= 2) {
      const pageNow = await page.evaluate(() => Date.now());
      const paused = await page.clock.pauseAt(pageNow + ahead).then(
        () => true,
        (err: unknown) => {
          if (ahead >= 800 || !String(err).includes('to the past')) throw err;
          return false;
        },
      );
      if (paused) break;
    }
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(async () => (await persistedCache(page)) ?? '', { timeout: 5_000 })
      .toContain(`"reservations","detail",${reservation.id}`);
  });

  it('says so in English for an English speaker', async () => {
    const { reservation, context, page } = await driverWithReservation('P-OFF2', 'en');
    await visitOnline(page, reservation, 'P-OFF2');
    await context.setOffline(true);
    await page.reload();
    await placeHeading(page, 'P-OFF2').waitFor();
    await expect.poll(() => offlineBannerText(page)).toMatch(/^Offline - data from (\d\d\/\d\d )?\d\d:\d\d$/);
    await saveScreenshot(page, 'pwa-offline-reservation-en');

    // Half offline, the car park's usual case: the phone has a network, the server cannot be
    // reached. Minutes later (the search's range has moved on) the finder shows its last results.
    await context.route('**/api/**', (route) => route.abort('connectionrefused'));
    await context.setOffline(false);
    await page.clock.install({ time: new Date(Date.now() + 3 * 60_000) });
    await page.goto('/');
    await page.locator('article.lot-card', { hasText: 'P-OFF2' }).waitFor();
    await expect.poll(() => offlineBannerText(page)).toMatch(/^Offline - data from (\d\d\/\d\d )?\d\d:\d\d$/);
    await saveScreenshot(page, 'pwa-half-offline-home-en');
    await page.goto('/reservations');
    await placeHeading(page, 'P-OFF2').waitFor();
    await expect.poll(() => offlineBannerText(page)).toMatch(/^Offline - data from (\d\d\/\d\d )?\d\d:\d\d$/);

    // A network that answers nothing at all: the saved results show once the search's first
    // attempt times out (10 s), well before the client's 30 s (and a retry) would have passed.
    await context.unroute('**/api/**');
    await context.route('**/api/**', () => undefined);
    await page.goto('/');
    await page.locator('article.lot-card', { hasText: 'P-OFF2' }).waitFor({ timeout: 25_000 });
  });

  it('half offline with a server that answers nothing: each screen shows its saved data and the bar within the read timeout', async () => {
    const { reservation, context, page } = await driverWithReservation('P-OFF7');
    await visitOnline(page, reservation, 'P-OFF7');
    // The phone has a network and believes it is online; every call to the server hangs.
    await context.route('**/api/**', () => undefined);
    // Minutes later: every saved answer is stale, so each screen asks the server again.
    await page.clock.install({ time: new Date(Date.now() + 3 * 60_000) });
    // Each screen: its saved data at once, and the offline bar once its read gives up (10 s,
    // lib/read-timeout.ts), not after the client's 30 s.
    const screens = [
      {
        path: `/reservations/${reservation.id}`,
        shows: () => page.getByText('Strada Lipscani 10'),
        shot: 'reservation',
      },
      { path: '/reservations', shows: () => placeHeading(page, 'P-OFF7'), shot: 'reservations' },
      { path: '/', shows: () => page.locator('article.lot-card', { hasText: 'P-OFF7' }), shot: 'home' },
    ];
    for (const screen of screens) {
      const started = Date.now();
      await page.goto(screen.path);
      await screen.shows().waitFor({ timeout: 15_000 });
      await expect
        .poll(() => offlineBannerText(page), { timeout: 15_000 })
        .toMatch(/^Fără conexiune - date din (\d\d\/\d\d )?\d\d:\d\d$/);
      expect(Date.now() - started, screen.path).toBeLessThan(16_000);
      await saveScreenshot(page, `pwa-half-offline-silent-${screen.shot}-ro`);
    }
  }, 150_000);

  it('refuses to save a form with a clear message and keeps what was typed', async () => {
    const { context, page } = await driverWithReservation('P-OFF3');
    await page.goto('/account');
    const name = page.getByLabel('Nume');
    await name.waitFor();
    await context.setOffline(true);
    await name.fill('Maria Ionescu-Șofer');
    await page.getByRole('button', { name: 'Salvează modificările' }).click();
    await page.getByText('Nu există conexiune. Verifică semnalul și încearcă din nou.').waitFor();
    expect(await name.inputValue()).toBe('Maria Ionescu-Șofer');
    await saveScreenshot(page, 'pwa-offline-form-ro');
  });
});

describe('a reservation with no signal', () => {
  it('is refused with the offline message, keeps what was typed and books nothing', async () => {
    const owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
    await createAvailableLot(server.url, owner.token, {
      identifier: 'P-OFF6',
      zone: 'Centru',
      address: 'Strada Lipscani 12',
    });
    const { driver, context, page } = await driverWithReservation('P-OFF7');
    await page.reload();
    await page.locator('article.lot-card', { hasText: 'P-OFF6' }).click();
    const panel = page.getByRole('region', { name: 'Locul P-OFF6' });
    const registration = panel.getByLabel('Număr de înmatriculare');
    await registration.waitFor();

    await context.setOffline(true);
    await registration.fill('CJ 10 ABC');
    await panel.getByRole('button', { name: 'Rezervă', exact: true }).click();
    await panel.getByText('Nu există conexiune. Verifică semnalul și încearcă din nou.').waitFor();
    expect(await registration.inputValue()).toBe('CJ 10 ABC');
    expect(await offlineBannerText(page)).toMatch(/^Fără conexiune - date din (\d\d\/\d\d )?\d\d:\d\d$/);
    await saveScreenshot(page, 'pwa-offline-booking-ro');

    await context.setOffline(false);
    const mine = await apiCall<{ data: { place: string }[] }>(
      server.url,
      driver.token,
      'GET',
      'reservations?per_page=50',
    );
    expect(mine.data.map((r) => r.place)).toEqual(['P-OFF7']);
  });
});

describe('the map with no signal', () => {
  it('draws the tiles viewed online from the cache, with no new tile request', async () => {
    const { context, page } = await driverWithReservation('P-OFF5');
    // Tiles fetched before the worker controlled the page were not cached: reload under its control.
    await page.reload();
    // The tile server serves the whole file: earlier tests' pages (other browser contexts, other
    // caches; a reservation page's still map) fetched tiles too. Count this page's only.
    const earlier = tiles.requests.length;
    await page.getByRole('button', { name: 'Hartă' }).click();
    await page.locator('.maplibregl-canvas').waitFor();
    await expect.poll(() => tiles.requests.length, { timeout: 15_000 }).toBeGreaterThan(earlier);
    await settled(() => tiles.requests.length);
    const seenOnline = tiles.requests.length;
    const cachedTiles = await page.evaluate(async () => (await (await caches.open('map-tiles-v1')).keys()).length);
    expect(cachedTiles).toBe(new Set(tiles.requests.slice(earlier)).size);

    await context.setOffline(true);
    const answered: { url: string; status: number; fromWorker: boolean }[] = [];
    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.url().startsWith(tiles.url))
        answered.push({ url: res.url(), status: res.status(), fromWorker: res.fromServiceWorker() });
    });
    page.on('requestfailed', (req) => {
      if (req.url().startsWith(tiles.url)) failed.push(req.url());
    });
    await page.reload();
    await page.locator('.maplibregl-canvas').waitFor();
    await expect.poll(() => answered.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await settled(() => answered.length + failed.length);
    expect(failed).toEqual([]);
    expect(answered.every((a) => a.status === 200 && a.fromWorker)).toBe(true);
    expect(tiles.requests.length).toBe(seenOnline);
    expect(await offlineBannerText(page)).toMatch(/^Fără conexiune - date din (\d\d\/\d\d )?\d\d:\d\d$/);
    await saveScreenshot(page, 'pwa-offline-map-ro');
  });
});

/** How many tile images of the reservation's still map are drawn, once they stop loading. */
async function stillMapTilesDrawn(page: Page): Promise<number> {
  const images = page.locator('.static-lot-map img');
  await images.first().scrollIntoViewIfNeeded();
  const drawn = () => images.evaluateAll((all) => all.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length);
  const pending = () => images.evaluateAll((all) => all.filter((i) => !(i as HTMLImageElement).complete).length);
  await expect.poll(pending, { timeout: 10_000 }).toBe(0);
  return drawn();
}

/** Waits until a count stops changing for a second and a half (the map has loaded what it needs). */
async function settled(count: () => number): Promise<void> {
  let last = -1;
  while (last !== count()) {
    last = count();
    await new Promise((r) => setTimeout(r, 1500));
  }
}

describe('signing out', () => {
  it('removes the saved data from IndexedDB, and the device shows none of it offline afterwards', async () => {
    const { reservation, context, page } = await driverWithReservation('P-OFF4');
    await visitOnline(page, reservation, 'P-OFF4');
    expect(await persistedCache(page)).toContain('P-OFF4');

    await page.getByRole('button', { name: 'Meniu' }).click();
    await page.getByRole('button', { name: 'Deconectare' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => persistedCache(page)).toBeNull();

    await context.setOffline(true);
    await page.goto(`/reservations/${reservation.id}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByText('P-OFF4').count()).toBe(0);
  });
});
