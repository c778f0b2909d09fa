import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, saveScreenshot } from '../support/browser';
import { logInThroughUi, registerAccount } from '../support/e2e-accounts';
import { apiLogin, callApi } from '../support/e2e-api';
import { startE2eServer, type E2eServer } from '../support/e2e-server';
import { startTileServer, type TileServer } from '../support/tile-server';

const admin = { email: 'admin-lots@example.test', password: 'admin-parola-1' };
let tiles: TileServer;
let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let adminToken: string;

type Lot = { id: number; latitude: number; longitude: number; orientation_degrees: number; location_id: number | null; available_from: string | null; available_to: string | null; available: boolean };

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
beforeEach(async () => {
  context = await newPhoneContext(browser, server.url);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

async function createLocation(title: string, latitude: number, longitude: number, access: 'public' | 'restricted' = 'public') {
  return callApi<{ id: number }>(server.url, adminToken, 'POST', 'admin/locations', { title, address: 'Bd. Unirii 1, București', latitude, longitude, access }, 201);
}

/** Waits until the picker map has painted tiles from the local tile server. */
async function waitForPickerMap() {
  await page.locator('.lot-picker-map canvas').waitFor();
  await expect.poll(() => tiles.requests.length, { timeout: 20_000 }).toBeGreaterThan(0);
}

describe('an owner adds a lot', () => {
  it('places it with the map picker, points it with the dial, and makes it available for 60 minutes', async () => {
    const location = await createLocation('Parcarea Unirii', 44.4262, 26.1031);
    const owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
    await logInThroughUi(page, owner.email, owner.password);

    await page.getByRole('link', { name: 'Parcări' }).click();
    await page.getByText('Nu ai încă locuri de parcare').waitFor();
    await page.getByRole('link', { name: 'Adaugă loc de parcare' }).click();
    await page.waitForURL((url) => url.pathname === '/parking-lots/add');

    await page.getByLabel('Număr loc').fill('E2E-12');
    await page.getByLabel('Zonă').fill('A');
    await page.getByLabel('Locație').selectOption({ label: 'Parcarea Unirii · Bd. Unirii 1, București' });
    await waitForPickerMap();
    // The map moves to the chosen location; a tap in its middle puts the lot there.
    await page.waitForTimeout(1200);
    const map = page.locator('.lot-picker-map canvas');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(async () => Number(await page.getByLabel('Latitudine').inputValue())).toBeCloseTo(44.4262, 3);
    expect(Number(await page.getByLabel('Longitudine').inputValue())).toBeCloseTo(26.1031, 3);
    await page.locator('.lot-pin').waitFor();

    // A tap on the east side of the dial points the entering direction east; the pin's arrow turns too.
    const dial = page.getByRole('slider', { name: 'Direcția de intrare' });
    await dial.scrollIntoViewIfNeeded();
    const dialBox = (await dial.boundingBox())!;
    await page.touchscreen.tap(dialBox.x + dialBox.width - 10, dialBox.y + dialBox.height / 2);
    await expect.poll(() => dial.getAttribute('aria-valuenow')).toBe('90');
    expect(await page.locator('.lot-pin g').getAttribute('transform')).toContain('rotate(90');
    await page.getByRole('button', { name: 'Rotește 15° la dreapta' }).click();
    expect(await dial.getAttribute('aria-valuenow')).toBe('105');

    await page.getByRole('heading', { name: 'Poziție' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'lot-form-map-ro');

    await page.getByRole('button', { name: 'Adaugă loc de parcare' }).click();
    await page.waitForURL((url) => /^\/parking-lots\/\d+$/.test(url.pathname));
    const lotId = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await callApi<Lot>(server.url, owner.token, 'GET', `parking-lots/${lotId}`);
    expect(saved.latitude).toBeCloseTo(44.4262, 3);
    expect(saved.longitude).toBeCloseTo(26.1031, 3);
    expect(saved.orientation_degrees).toBe(105);
    expect(saved.location_id).toBe(location.id);
    expect(saved.available_from).toBeNull();
    await page.getByText('Privat', { exact: true }).waitFor();

    // Fast availability: one tap on "1 h".
    await page.getByRole('group', { name: 'Disponibilitate rapidă pentru E2E-12' }).getByRole('button', { name: '1 h', exact: true }).click();
    await page.getByText('Disponibilitate setată').waitFor();
    const available = await callApi<Lot>(server.url, owner.token, 'GET', `parking-lots/${lotId}`);
    expect(available.available).toBe(true);
    const minutes = (Date.parse(available.available_to!.replace(' ', 'T')) - Date.parse(available.available_from!.replace(' ', 'T'))) / 60_000;
    expect(minutes).toBe(60);
    await page.getByText(/^Disponibil până la \d\d:\d\d$/).waitFor();
    await saveScreenshot(page, 'lot-details-ro');
  });
});
