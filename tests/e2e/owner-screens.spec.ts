import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, saveScreenshot } from '../support/browser';
import { registerAccount } from '../support/e2e-accounts';
import { apiLogin, callApi } from '../support/e2e-api';
import { dismissToasts, signInAs, tapDialEast, tapPickerMapCentre } from '../support/e2e-owner';
import { startE2eServer, type E2eServer } from '../support/e2e-server';
import { startTileServer, type TileServer } from '../support/tile-server';

const admin = { email: 'admin-lot-form@example.test', password: 'admin-parola-1' };
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

let locationCount = 0;
async function createLocation(latitude: number, longitude: number, access: 'public' | 'restricted' = 'public') {
  const title = `Parcarea ${++locationCount} Unirii`;
  const location = await callApi<{ id: number }>(server.url, adminToken, 'POST', 'admin/locations', { title, address: 'Bd. Unirii 1', latitude, longitude, access }, 201);
  return { ...location, title };
}

describe('the lot form', () => {
  it('reads in English, with the map picker and the dial', async () => {
    const location = await createLocation(44.4301, 26.1042);
    const owner = await registerAccount(server.url, { name: 'John Owner', language: 'en' });
    await signInAs(page, owner, 'en');
    await page.goto('/parking-lots/add');
    await page.getByLabel('Lot number').fill('B-04');
    await page.getByLabel('Location').selectOption({ label: `${location.title} · Bd. Unirii 1` });
    await page.waitForTimeout(1000);
    await tapPickerMapCentre(page);
    await tapDialEast(page, 'Entering direction');
    await dismissToasts(page);
    await page.getByRole('heading', { name: 'Position' }).evaluate((h) => h.parentElement!.scrollIntoView({ block: 'start' }));
    await saveScreenshot(page, 'lot-form-map-en');
    await page.getByRole('button', { name: 'Add parking lot' }).click();
    await page.waitForURL((url) => /^\/parking-lots\/\d+$/.test(url.pathname));
    await page.getByText('Private', { exact: true }).waitFor();

    // From the list: the availability dialog, one tap on "Unlimited".
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Set availability' }).click();
    const dialog = page.getByRole('dialog', { name: 'Availability of B-04' });
    await dialog.getByRole('button', { name: '30 min' }).waitFor();
    await dismissToasts(page);
    await saveScreenshot(page, 'lot-availability-dialog-en');
    await dialog.getByRole('button', { name: 'Unlimited' }).click();
    await page.getByText('Availability set').waitFor();
    await dialog.getByText('Available now · UNLIMITED').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('listitem').getByText('Available now · UNLIMITED').waitFor();

    // The same screens on a desktop: nothing overflows.
    await page.setViewportSize({ width: 1280, height: 800 });
    await dismissToasts(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await saveScreenshot(page, 'lot-list-desktop-en');
    await page.getByRole('link', { name: /B-04/ }).click();
    await page.getByRole('heading', { name: 'Parking lot B-04' }).waitFor();
    await saveScreenshot(page, 'lot-details-desktop-en');
  });

  it('edits a lot: the saved values come back, the dial turns with the arrow keys', async () => {
    const owner = await registerAccount(server.url);
    const lot = await callApi<Lot>(server.url, owner.token, 'POST', 'parking-lots', { identifier: 'C-7', zone: 'Nord', latitude: 44.44, longitude: 26.09, orientation_degrees: 350 }, 201);
    await signInAs(page, owner);
    await page.goto(`/parking-lots/${lot.id}/edit`);
    expect(await page.getByLabel('Număr loc').inputValue()).toBe('C-7');
    expect(Number(await page.getByLabel('Latitudine').inputValue())).toBe(44.44);
    await page.locator('.lot-pin').waitFor();
    await page.getByLabel(/^Zon/).fill('Sud');
    const dial = page.getByRole('slider', { name: 'Direcția de intrare' });
    await dial.focus();
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    expect(await dial.getAttribute('aria-valuenow')).toBe('2');
    await page.getByRole('button', { name: 'Salvează modificările' }).click();
    await page.waitForURL((url) => url.pathname === `/parking-lots/${lot.id}`);
    expect(await callApi<Lot & { zone: string }>(server.url, owner.token, 'GET', `parking-lots/${lot.id}`)).toMatchObject({ zone: 'Sud', orientation_degrees: 2, latitude: 44.44 });
    await page.getByText('2° N').waitFor();
  });

  it('shows the server field errors under their fields', async () => {
    const owner = await registerAccount(server.url);
    await signInAs(page, owner);
    await page.goto('/parking-lots/add');
    await page.getByLabel('Latitudine').fill('95');
    await page.getByRole('button', { name: 'Adaugă loc de parcare' }).click();
    await page.getByText('Corectează erorile din formular').waitFor();
    for (const field of ['identifier', 'latitude', 'longitude']) {
      expect(await page.locator(`[name="${field}"]`).getAttribute('aria-invalid')).toBe('true');
    }
  });
});

describe('the locations screen', () => {
  it('lists a location the user was authorized for, with the date, and opens it on the map', async () => {
    const location = await createLocation(44.4355, 26.0999, 'restricted');
    const user = await registerAccount(server.url);
    await signInAs(page, user);
    await page.goto('/locations');
    await page.getByText('Nicio locație încă').waitFor();
    await callApi(server.url, adminToken, 'POST', `admin/locations/${location.id}/users/${user.userId}`, undefined, 201);
    await page.reload();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: location.title }) });
    await card.getByText('Restricționată').waitFor();
    await card.getByText(/^Adăugată \d\d\/\d\d\/\d{4} \d\d:\d\d$/).waitFor();
    await card.getByText('0 locuri de parcare').waitFor();
    await card.getByRole('link', { name: 'Vezi pe hartă' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.finder[data-mode="map"]').waitFor();
  });
});
