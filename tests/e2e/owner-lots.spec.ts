import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, saveScreenshot } from '../support/browser';
import { registerAccount } from '../support/e2e-accounts';
import { apiLogin, callApi } from '../support/e2e-api';
import { dismissToasts, signInAs, tapDialEast, tapPickerMapCentre } from '../support/e2e-owner';
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

let locationCount = 0;
async function createLocation(latitude: number, longitude: number, access: 'public' | 'restricted' = 'public') {
  const title = `Parcarea ${++locationCount} Unirii`;
  const location = await callApi<{ id: number }>(server.url, adminToken, 'POST', 'admin/locations', { title, address: 'Bd. Unirii 1', latitude, longitude, access }, 201);
  return { ...location, title };
}
const minutesBetween = (from: string, to: string) => (Date.parse(to.replace(' ', 'T')) - Date.parse(from.replace(' ', 'T'))) / 60_000;

describe('an owner publishes a lot and a driver books it', () => {
  it('adds it with the map picker and the dial, makes it available for 60 minutes, and sees the booking made on home', { timeout: 180_000 }, async () => {
    const location = await createLocation(44.4262, 26.1031);
    const owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
    const driver = await registerAccount(server.url, { name: 'Dana Șofer' });
    await callApi(server.url, adminToken, 'POST', `admin/users/${driver.userId}/credits`, { amount: 300, description: 'Test' });

    // The driver keeps a car first, through /automobiles/add.
    const driverContext = await newPhoneContext(browser, server.url);
    const driverPage = await driverContext.newPage();
    await signInAs(driverPage, driver);
    await driverPage.goto('/automobiles/add');
    await driverPage.getByLabel('Număr de înmatriculare').fill('b 77 lot');
    await driverPage.getByLabel(/^Marcă/).fill('Dacia');
    await driverPage.getByRole('button', { name: 'Adaugă automobil' }).click();
    await driverPage.waitForURL((url) => url.pathname === '/automobiles');
    await driverPage.getByText('B77LOT').waitFor();

    // The owner adds the lot: a location, a tap on the map, a tap on the dial.
    await signInAs(page, owner);
    await page.getByRole('link', { name: 'Parcări' }).click();
    await page.getByText('Nu ai încă locuri de parcare').waitFor();
    await page.getByRole('link', { name: 'Adaugă loc de parcare' }).click();
    await page.waitForURL((url) => url.pathname === '/parking-lots/add');
    await page.getByLabel('Număr loc').fill('E2E-12');
    await page.getByLabel(/^Zon/).fill('A');
    await page.getByLabel('Locație').selectOption({ label: `${location.title} · Bd. Unirii 1` });
    await expect.poll(() => tiles.requests.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(1000); // the map eases to the chosen location
    await tapPickerMapCentre(page);
    await expect.poll(async () => Number(await page.getByLabel('Latitudine').inputValue())).toBeCloseTo(44.4262, 4);
    expect(Number(await page.getByLabel('Longitudine').inputValue())).toBeCloseTo(26.1031, 4);
    await tapDialEast(page, 'Direcția de intrare');
    const dial = page.getByRole('slider', { name: 'Direcția de intrare' });
    await expect.poll(() => dial.getAttribute('aria-valuenow')).toBe('90');
    expect(await page.locator('.lot-pin g').getAttribute('transform')).toContain('rotate(90');
    await page.getByRole('button', { name: 'Rotește 15° la dreapta' }).click();
    expect(await dial.getAttribute('aria-valuenow')).toBe('105');
    await dismissToasts(page);
    await page.getByRole('heading', { name: 'Poziție' }).evaluate((h) => h.parentElement!.scrollIntoView({ block: 'start' }));
    await saveScreenshot(page, 'lot-form-map-ro');
    await page.getByRole('heading', { name: 'Direcția de intrare' }).evaluate((h) => h.parentElement!.scrollIntoView({ block: 'start' }));
    await saveScreenshot(page, 'lot-form-dial-ro');

    await page.getByRole('button', { name: 'Adaugă loc de parcare' }).click();
    await page.waitForURL((url) => /^\/parking-lots\/\d+$/.test(url.pathname));
    const lotId = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await callApi<Lot>(server.url, owner.token, 'GET', `parking-lots/${lotId}`);
    expect(saved).toMatchObject({ orientation_degrees: 105, location_id: location.id, available_from: null });
    expect(saved.latitude).toBeCloseTo(44.4262, 4);
    expect(saved.longitude).toBeCloseTo(26.1031, 4);
    await page.getByText('Privat', { exact: true }).waitFor();

    // Fast availability: one tap on "1 h".
    await page.getByRole('group', { name: 'Disponibilitate rapidă pentru E2E-12' }).getByRole('button', { name: '1 h', exact: true }).click();
    await page.getByText('Disponibilitate setată').waitFor();
    const available = await callApi<Lot>(server.url, owner.token, 'GET', `parking-lots/${lotId}`);
    expect(available.available).toBe(true);
    expect(minutesBetween(available.available_from!, available.available_to!)).toBe(60);
    await page.getByText(/^Disponibil până la \d\d:\d\d$/).waitFor();
    await dismissToasts(page);
    await saveScreenshot(page, 'lot-details-ro');

    // 'View on map': home, map mode, centred on the lot and with it selected.
    await page.getByRole('link', { name: 'Vezi pe hartă' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator(`.finder[data-mode="map"] .lot-panel[data-lot-id="${lotId}"]`).waitFor({ timeout: 20_000 });

    // The driver finds it on home and books it with the car.
    await driverPage.goto('/?lat=44.4262&lng=26.1031&zoom=19&mode=list');
    const card = driverPage.locator(`.lot-card[data-lot-id="${lotId}"]`);
    await card.waitFor({ timeout: 20_000 });
    await card.locator('.lot-card__reserve').click();
    const panel = driverPage.locator(`.lot-panel[data-lot-id="${lotId}"]`);
    await panel.locator('select').first().selectOption({ label: 'B77LOT · Dacia' });
    await panel.locator('button[type="submit"]').click();
    const sent = async () => (await callApi<{ data: { parking_lot_id: number; automobile_registration: string }[] }>(server.url, driver.token, 'GET', 'reservations?type=sent')).data;
    await expect.poll(sent, { timeout: 15_000 }).toEqual([expect.objectContaining({ parking_lot_id: lotId, automobile_registration: 'B77LOT' })]);
    await driverContext.close();

    // The owner's lot details show it; the list counts it; the lot cannot be deleted now.
    await page.goto(`/parking-lots/${lotId}`);
    await page.getByRole('list', { name: 'Rezervări viitoare' }).getByText('B77LOT').waitFor();
    await page.getByRole('heading', { name: 'Rezervări viitoare' }).evaluate((h) => h.parentElement!.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'lot-details-booked-ro');
    await page.getByRole('button', { name: 'Șterge locul de parcare' }).click();
    await page.getByRole('dialog', { name: 'Ștergi locul de parcare E2E-12?' }).getByRole('button', { name: 'Șterge' }).click();
    await page.getByText('Acest loc de parcare are rezervări programate sau active și nu poate fi șters.').waitFor();
    await callApi(server.url, owner.token, 'GET', `parking-lots/${lotId}`);
    await page.getByRole('link', { name: 'Înapoi' }).click();
    await page.getByText('1 rezervare viitoare').waitFor();
    await dismissToasts(page);
    await saveScreenshot(page, 'lot-list-ro');
  });
});
