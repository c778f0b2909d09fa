import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DateTime } from 'luxon';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, saveScreenshot } from '../support/browser';
import { logInThroughUi, registerAccount } from '../support/e2e-accounts';
import { apiCall, logInThroughApi } from '../support/e2e-booking';
import { CENTRE, newDriver, reserveThroughApi, seedLocation, seedLot, type Driver, type SeededLot } from '../support/e2e-finder-data';
import { startE2eServer, type E2eServer } from '../support/e2e-server';
import { startTileServer, type TileServer } from '../support/tile-server';

const admin = { email: 'admin@example.test', password: 'admin-parola-1' };
let tiles: TileServer;
let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let adminToken: string;
const lots: Record<string, SeededLot> = {};

beforeAll(async () => {
  tiles = await startTileServer();
  server = await startE2eServer({ TILE_URL: tiles.template, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  adminToken = await logInThroughApi(server.url, admin.email, admin.password);
  const owner = await registerAccount(server.url, { name: 'Ioana Proprietar' });
  const location = await seedLocation(server.url, adminToken, 'Parcarea Universității', 0, 0);
  const seeds = [
    { identifier: 'N-201', zone: 'Nord', north: -25, east: 20 },
    { identifier: 'S-301', zone: 'Sud', north: -25, east: -20 },
    { identifier: 'A-101', zone: 'Centru', north: 25, east: -20 },
    { identifier: 'V-401', zone: 'Vest', north: 25, east: 20 },
    { identifier: 'M-501', zone: 'Centru', north: 8, east: -10, orientation: 90, locationId: location.id },
    { identifier: 'M-502', zone: 'Centru', north: 8, east: 0, orientation: 180, locationId: location.id },
    { identifier: 'M-503', zone: 'Centru', north: 8, east: 10, orientation: 270, locationId: location.id, untilHours: 6 },
  ];
  for (const seed of seeds) lots[seed.identifier] = await seedLot(server.url, owner.token, seed);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await tiles?.close();
});
beforeEach(async () => {
  context = await newPhoneContext(browser, server.url);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const lotId = (identifier: string) => lots[identifier]!.id;
const card = (identifier: string) => page.locator(`.lot-card[data-lot-id="${lotId(identifier)}"]`);
const panel = () => page.locator('.lot-panel');
const shownCards = () =>
  page.locator('.lot-card').evaluateAll((nodes) => nodes.map((n) => Number((n as HTMLElement).dataset.lotId)).sort((a, b) => a - b));
const idsOf = (...identifiers: string[]) => identifiers.map(lotId).sort((a, b) => a - b);

async function signIn(options: { language?: 'ro' | 'en' } = {}): Promise<Driver> {
  const driver = await newDriver(server.url, adminToken, options);
  await logInThroughUi(page, driver.email, driver.password);
  return driver;
}

async function myReservations(driver: Driver) {
  const answer = await apiCall<{ data: { id: number; parking_lot_id: number; automobile_id: number | null; automobile_registration: string; visitor_phone: string | null; credits_reserved: number }[] }>(
    server.url,
    driver.token,
    'GET',
    'reservations?type=sent',
  );
  return answer.data;
}

/** The position the browser reports: at the seeded lots, 25 m accurate. */
async function grantPosition() {
  await context.grantPermissions(['geolocation'], { origin: server.url });
  await context.setGeolocation({ latitude: CENTRE.lat, longitude: CENTRE.lng, accuracy: 25 });
}

describe('the list', () => {
  it('searches by zone and by identifier, sending only_available, the range and the bounds', async () => {
    await signIn();
    await card('M-501').waitFor();
    expect(await page.getByRole('button', { name: 'Listă' }).getAttribute('aria-pressed')).toBe('true');

    const zoneSearch = page.waitForRequest((r) => r.url().includes('/api/parking-finder') && new URL(r.url()).searchParams.get('zone') === 'Nord');
    await page.getByRole('searchbox', { name: 'Zonă' }).fill('Nord');
    const params = new URL((await zoneSearch).url()).searchParams;
    expect(params.get('only_available')).toBe('1');
    expect(params.get('alternative_period')).toBe('0');
    expect(params.get('from')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    expect(params.get('southWest[lat]')).not.toBeNull();
    expect(Number(params.get('northEast[lat]'))).toBeGreaterThan(CENTRE.lat);
    await expect.poll(shownCards).toEqual(idsOf('N-201'));
    await expect.poll(() => card('N-201').innerText()).toContain('Disponibil:');
    expect(await card('N-201').innerText()).toContain('NELIMITAT');

    await page.getByRole('button', { name: 'Golește Zonă' }).click();
    const identifierSearch = page.waitForRequest((r) => r.url().includes('/api/parking-finder') && new URL(r.url()).searchParams.get('identifier') === 'M-50');
    await page.getByRole('searchbox', { name: 'Identificator' }).fill('M-50');
    await identifierSearch;
    await expect.poll(shownCards).toEqual(idsOf('M-501', 'M-502', 'M-503'));
    expect(await card('M-501').innerText()).toContain('Parcarea Universității');

    await page.getByRole('searchbox', { name: 'Identificator' }).fill('nu-exista');
    await page.getByText('Nici un loc de parcare disponibil pe criteriile selectate.').waitFor();
  });

  it('reserves with a saved automobile, with an idempotency key, and offers to open the reservation', async () => {
    const driver = await signIn();
    await card('A-101').getByRole('button', { name: 'Rezervă' }).click();
    await panel().waitFor();
    expect(await page.locator('.finder__middle').getAttribute('data-dimmed')).toBe('true');
    expect(await page.getByLabel('Perioadă alternativă').count()).toBe(0);
    expect(await panel().getByLabel('Automobil').inputValue()).toBe(String(driver.automobileId));
    await expect.poll(() => page.getByTestId('credits-line').innerText()).toMatch(/Credite necesare:\s*59[\s\S]*Soldul tău:\s*500/);

    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/reservations'));
    await panel().getByRole('button', { name: 'Rezervă' }).click();
    expect((await posted).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await panel().getByText('Rezervare creată').first().waitFor();

    const [reservation] = await myReservations(driver);
    expect(reservation).toMatchObject({ parking_lot_id: lotId('A-101'), automobile_id: driver.automobileId, credits_reserved: 59 });
    expect(await panel().getByRole('link', { name: 'Deschide rezervarea' }).first().getAttribute('href')).toBe(`/reservations/${reservation!.id}`);
    await panel().getByText('Ai deja o rezervare activă pentru acest loc de parcare pentru automobilul B100ABC').waitFor();

    await panel().getByRole('button', { name: 'Închide' }).click();
    expect(await panel().count()).toBe(0);
    // The booked lot is no longer free for this range: the refreshed list drops it.
    await expect.poll(() => card('A-101').count()).toBe(0);
  });

  it('reserves as a visitor; choosing a saved automobile clears the visitor fields', async () => {
    const driver = await signIn();
    await card('V-401').click();
    const registration = panel().getByLabel('Număr de înmatriculare');
    const phone = panel().getByLabel('Telefonul vizitatorului');
    await panel().getByLabel('Automobil').selectOption({ label: 'Vizitator (alt număr de înmatriculare)' });
    await registration.fill('  b 55 xyz');
    expect(await registration.inputValue()).toBe('b 55 xyz');
    await phone.fill('0722 123 456');
    await panel().getByLabel('Automobil').selectOption(String(driver.automobileId));
    expect(await registration.count()).toBe(0);
    await panel().getByLabel('Automobil').selectOption({ label: 'Vizitator (alt număr de înmatriculare)' });
    expect(await registration.inputValue()).toBe('');
    expect(await phone.inputValue()).toBe('');

    await panel().getByRole('button', { name: 'Rezervă' }).click();
    await panel().getByText('Automobilul este obligatoriu').first().waitFor();
    expect(await myReservations(driver)).toEqual([]);

    await registration.fill('b 55 xyz');
    await phone.fill('0722 123 456');
    await saveScreenshot(page, 'home-visitor-form-ro');
    await panel().getByRole('button', { name: 'Rezervă' }).click();
    await panel().getByText('Rezervare creată').first().waitFor();
    const [reservation] = await myReservations(driver);
    expect(reservation).toMatchObject({ parking_lot_id: lotId('V-401'), automobile_id: null, automobile_registration: 'B55XYZ', visitor_phone: '0722123456' });
  });

  it("shows the server's overlap error on the lot when someone booked it meanwhile", async () => {
    const driver = await signIn();
    await card('S-301').click();
    await panel().getByRole('button', { name: 'Rezervă' }).waitFor();
    const rival = await newDriver(server.url, adminToken, { name: 'Radu Grabă' });
    await reserveThroughApi(server.url, rival, lotId('S-301'), DateTime.now().plus({ minutes: 5 }), 30);

    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservations'));
    await panel().getByRole('button', { name: 'Rezervă' }).click();
    expect((await answer).status()).toBe(409);
    const fieldError = panel().locator('#reservation-lot-error');
    await fieldError.waitFor();
    expect((await fieldError.innerText()).trim()).toBe('Acest loc de parcare este deja rezervat în acel interval.');
    expect(await myReservations(driver)).toEqual([]);
  });

  it('tells the user who already reserved the lot, instead of the form', async () => {
    const driver = await signIn();
    await reserveThroughApi(server.url, driver, lotId('N-201'), DateTime.now().plus({ days: 1 }).set({ hour: 10, minute: 0 }), 60);
    await page.reload();
    await card('N-201').getByText('Rezervat de tine').waitFor();
    await card('N-201').click();
    await panel().getByText('Ai deja o rezervare activă pentru acest loc de parcare pentru automobilul B100ABC').waitFor();
    expect(await panel().getByRole('button', { name: 'Rezervă' }).count()).toBe(0);
  });
});

describe('the map', () => {
  it('paints tiles, shows locations, then coloured lot markers from zoom 19; a marker opens the panel', async () => {
    await grantPosition();
    const driver = await signIn();
    await reserveThroughApi(server.url, driver, lotId('M-502'), DateTime.now().plus({ days: 1 }).set({ hour: 7, minute: 0 }), 60);
    const before = tiles.requests.length;
    await page.getByRole('button', { name: 'Hartă' }).click();
    await page.locator('.finder-map canvas').waitFor();
    await expect.poll(() => page.getByTestId('zoom-hint').innerText()).toMatch(/Mărește harta pentru a vedea locurile de parcare \(zoom 18\)/);
    await page.locator('.location-marker').first().waitFor();
    expect(await page.locator('.lot-marker').count()).toBe(0);
    await page.locator('.gps-dot').waitFor();
    await expect.poll(() => tiles.requests.length - before).toBeGreaterThan(0);
    expect(tiles.requests.every((url) => Number(url.split('/')[1]) <= 18)).toBe(true);

    await page.locator('.maplibregl-ctrl-zoom-in').click();
    const colourOf = (identifier: string) => page.locator(`.lot-marker[data-lot-id="${lotId(identifier)}"]`).getAttribute('data-colour');
    await expect.poll(() => colourOf('M-501')).toBe('green');
    await expect.poll(() => page.locator('.finder-map').getAttribute('data-zoom')).toBe('19.0');
    expect(await colourOf('M-502')).toBe('blue');
    expect(await colourOf('M-503')).toBe('orange');
    expect(await page.getByTestId('zoom-hint').count()).toBe(0);
    // Tiles stop at 18: zoom 19 over-scales them instead of asking for more.
    expect(tiles.requests.every((url) => Number(url.split('/')[1]) <= 18)).toBe(true);

    const tilePixels = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('.finder-map canvas');
      if (!canvas) return 0;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const ctx = copy.getContext('2d');
      if (!ctx) return 0;
      ctx.drawImage(canvas, 0, 0);
      const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
      let matching = 0;
      // Painted tile pixels: opaque and light green-grey like the tile server's fill (also
      // under the blue accuracy circle); an unpainted canvas is transparent.
      for (let i = 0; i < data.length; i += 4) if (data[i + 3] === 255 && data[i + 1]! >= 200 && data[i + 1]! > data[i]!) matching += 1;
      return matching / (data.length / 4);
    });
    expect(tilePixels).toBeGreaterThan(0.6);

    await page.locator(`.lot-marker[data-lot-id="${lotId('M-501')}"]`).click();
    await panel().getByText('M-501').waitFor();
    await panel().getByRole('button', { name: 'Rezervă' }).waitFor();
  });

  it('opens a location popup whose "view on map" zooms to 19', async () => {
    await grantPosition();
    await signIn();
    await page.getByRole('button', { name: 'Hartă' }).click();
    await page.locator('.location-marker').first().click();
    const popup = page.locator('.location-popup');
    await popup.getByText('Parcarea Universității').waitFor();
    expect(await popup.innerText()).toContain('Acces public');
    await popup.getByRole('button', { name: 'Vezi pe hartă' }).click();
    await page.locator(`.lot-marker[data-lot-id="${lotId('M-503')}"]`).waitFor();
  });

  it('opens from a link centred on a lot, with the lot selected', async () => {
    await signIn();
    const target = lots['M-503']!;
    await page.goto(`/?lat=${target.latitude}&lng=${target.longitude}&zoom=19&lot=${lotId('M-503')}&mode=map`);
    await panel().getByText('M-503').waitFor();
    await page.locator(`.lot-marker[data-lot-id="${lotId('M-503')}"]`).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });
});

describe('the finder state', () => {
  it('survives a reload: mode, filters and range; the selected lot does not', async () => {
    await signIn();
    await page.getByRole('searchbox', { name: 'Zonă' }).fill('Centru');
    await page.getByLabel('Perioadă alternativă').check();
    await page.getByLabel('Până la: ora').selectOption('23');
    await page.getByRole('button', { name: 'Hartă' }).click();
    await page.locator('.finder-map canvas').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('finder'));
    await page.reload();
    await page.locator('.finder-map canvas').waitFor();
    expect(await page.getByRole('button', { name: 'Hartă' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('searchbox', { name: 'Zonă' }).inputValue()).toBe('Centru');
    expect(await page.getByLabel('Perioadă alternativă').isChecked()).toBe(true);
    expect(await page.getByLabel('Până la: ora').inputValue()).toBe('23');
    expect(await page.evaluate(() => localStorage.getItem('finder'))).toBe(stored);
    expect(await panel().count()).toBe(0);
  });
});

// The web app manifest's screenshots (public/screenshots) are refreshed on demand only,
// so ordinary runs do not rewrite committed images: UPDATE_MANIFEST_SCREENSHOTS=1.
const updateManifestScreenshots = process.env.UPDATE_MANIFEST_SCREENSHOTS === '1';

describe('screenshots', () => {
  beforeAll(() => mkdirSync(resolve(import.meta.dirname, '../../public/screenshots'), { recursive: true }));

  for (const language of ['ro', 'en'] as const) {
    it(`of the map with markers and of the list with the panel open (${language})`, async () => {
      await grantPosition();
      const driver = await signIn({ language });
      const hour = language === 'ro' ? 9 : 11;
      await reserveThroughApi(server.url, driver, lotId('M-502'), DateTime.now().plus({ days: 1 }).set({ hour, minute: 0 }), 60);
      const reserve = language === 'ro' ? 'Rezervă' : 'Reserve';
      await card('M-501').getByRole('button', { name: reserve }).click();
      await panel().waitFor();
      await page.waitForTimeout(400);
      await saveScreenshot(page, `home-list-panel-${language}`);
      await panel().getByRole('button', { name: language === 'ro' ? 'Închide' : 'Close' }).click();
      await page.getByRole('button', { name: language === 'ro' ? 'Hartă' : 'Map' }).click();
      await page.locator('.maplibregl-ctrl-zoom-in').click();
      await page.locator(`.lot-marker[data-lot-id="${lotId('M-503')}"]`).waitFor();
      await page.waitForTimeout(1500);
      const path = await saveScreenshot(page, `home-map-${language}`);
      if (language === 'ro' && updateManifestScreenshots) {
        copyFileSync(path, resolve(import.meta.dirname, '../../public/screenshots/home-narrow.png'));
      }
    });
  }

  it('of the map on a wide screen (1280x800)', async () => {
    const wide = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, locale: 'ro-RO', timezoneId: 'Europe/Bucharest' });
    await wide.grantPermissions(['geolocation'], { origin: server.url });
    await wide.setGeolocation({ latitude: CENTRE.lat, longitude: CENTRE.lng, accuracy: 25 });
    page = await wide.newPage();
    try {
      const driver = await signIn();
      await reserveThroughApi(server.url, driver, lotId('M-502'), DateTime.now().plus({ days: 1 }).set({ hour: 13, minute: 0 }), 60);
      await page.getByRole('button', { name: 'Hartă' }).click();
      await page.locator('.maplibregl-ctrl-zoom-in').click();
      await page.locator(`.lot-marker[data-lot-id="${lotId('M-503')}"]`).waitFor();
      await page.waitForTimeout(1500);
      const path = await saveScreenshot(page, 'home-map-wide-ro');
      if (updateManifestScreenshots) copyFileSync(path, resolve(import.meta.dirname, '../../public/screenshots/home-wide.png'));
    } finally {
      await wide.close();
    }
  });
});
