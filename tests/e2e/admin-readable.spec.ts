import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { registerAccount } from '../support/e2e-accounts';
import { apiLogin, callApi } from '../support/e2e-api';
import { apiCall, grantCredits } from '../support/e2e-booking';
import { newDriver, reserveThroughApi, seedLot, type Driver, type SeededLot } from '../support/e2e-finder-data';
import { dismissToasts } from '../support/e2e-owner';
import { e2eAdmin, useAdminPages, type AdminSetup } from '../support/e2e-admin';
import { useE2eSession } from '../support/e2e-session';

// Issue 31: an administrator reads every admin screen as a person would, in either language,
// on a phone and on a desktop: no API timestamps, keys, JSON or float noise on the screen.

const admin = e2eAdmin;
const e2e = useE2eSession({
  tiles: true,
  env: (tiles) => ({ TILE_URL: tiles?.template ?? '', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
});

type Setup = AdminSetup;
const roPhone: Setup = { tag: 'ro-phone', language: 'ro', desktop: false };
const enDesktop: Setup = { tag: 'en-desktop', language: 'en', desktop: true };

/** A grant's note with the letters a CSV without a byte-order mark garbles in Excel. */
const NOTE = 'Credite pentru școală și țară, în avans';

let adminToken: string;
let driver: Driver;
let suspended: { userId: number; name: string };
let lot: SeededLot;
let reservationId: number;
let locationId: number;

// One set of records every screen shows: a grant with a note, an edited phone, a suspended
// account, a booked and a cancelled reservation, a restricted location with a user on it.
beforeAll(async () => {
  const url = e2e.server.url;
  adminToken = await apiLogin(url, admin.email, admin.password);
  const owner = await registerAccount(url, { name: 'Ștefan Țăranu' });
  driver = await newDriver(url, adminToken, { name: 'Maria Ionescu' });
  await grantCredits(url, adminToken, driver.userId, 300, NOTE);
  await apiCall(url, adminToken, 'PUT', `admin/users/${driver.userId}`, { phone: '+40712345678' });
  const other = await registerAccount(url, { name: 'Ion Suspendat' });
  await apiCall(url, adminToken, 'PUT', `admin/users/${other.userId}`, {
    suspended: true,
    suspended_reason: 'Plăți refuzate',
  });
  suspended = { userId: other.userId, name: 'Ion Suspendat' };
  // North and east by metres: coordinates with float noise past 6 decimals.
  lot = await seedLot(url, owner.token, { identifier: 'PB-101', zone: 'Centru', north: 7, east: 3 });
  const start = DateTime.now().plus({ hours: 2 }).startOf('hour');
  reservationId = (await reserveThroughApi(url, driver, lot.id, start, 60)).id;
  const cancelled = await reserveThroughApi(url, driver, lot.id, start.plus({ hours: 3 }), 60);
  await apiCall(url, adminToken, 'PUT', `admin/reservations/${cancelled.id}`, { status: 'cancelled' });
  const { data: location } = await apiCall<{ data: { id: number } }>(url, adminToken, 'POST', 'admin/locations', {
    title: 'Curtea Bisericii',
    address: 'Strada Școlii 3',
    latitude: 44.42712345678,
    longitude: 26.10198765432,
    access: 'restricted',
  });
  locationId = location.id;
  await apiCall(url, adminToken, 'POST', `admin/locations/${locationId}/users/${driver.userId}`);
});

const openApp = useAdminPages(e2e);

const dialog = (page: Page) => page.getByRole('dialog').last();

/**
 * What a person should never read on an admin screen, found in the rendered text: an API
 * timestamp, a message or action key (credits.grant), a snake_case key (parking_lot), JSON, a
 * coordinate past 6 decimals, and in Romanian an English status. E-mail addresses are left out
 * first: their domain reads like a key.
 */
async function unreadable(page: Page, language: 'ro' | 'en'): Promise<string[]> {
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\S+@\S+/g, '<email>');
  const checks: [string, RegExp][] = [
    ['API timestamp', /\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/],
    ['ISO day', /\b\d{4}-\d{2}-\d{2}\b/],
    ['key', /\b[a-z_]+\.[a-z_]+\b/],
    ['snake_case', /\b[a-z]+_[a-z_]+\b/],
    ['JSON', /[{}[\]"]/],
    ['coordinate noise', /\d+\.\d{7,}/],
  ];
  if (language === 'ro') {
    // Letters around the word, Romanian ones included, make it another word ("publică").
    checks.push([
      'English word',
      /(?<!\p{L})(scheduled|active|expired|finalized|cancelled|restricted|public|true|false)(?!\p{L})/iu,
    ]);
  }
  const found: string[] = [];
  for (const [what, pattern] of checks) {
    const match = pattern.exec(text);
    if (match) found.push(`${what}: …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`);
  }
  return found;
}

const screens: { path: string; open?: (page: Page) => Promise<void> }[] = [
  { path: '/admin/users', open: async (p) => p.goto(`/admin/users?id=${driver.userId}`).then(() => undefined) },
  { path: '/admin/automobiles', open: async (p) => clickRow(p, driver.registration) },
  { path: '/admin/reservations', open: async (p) => clickRow(p, `#${reservationId}`) },
  { path: '/admin/transactions' },
  { path: '/admin/parking-lots', open: async (p) => clickRow(p, lot.identifier) },
  { path: '/admin/locations', open: async (p) => clickRow(p, 'Curtea Bisericii') },
  { path: '/admin/audit' },
];

async function clickRow(page: Page, text: string) {
  await page.locator('.admin-row').filter({ hasText: text }).first().click();
}

describe.each([roPhone, enDesktop])('every admin screen reads in words ($tag)', (setup) => {
  it('lists and details show dates, statuses, actions and coordinates as a person reads them', async () => {
    const page = await openApp(setup, admin, '/admin/users');
    for (const screen of screens) {
      const name = screen.path.replace('/admin/', '');
      await page.goto(screen.path);
      await page.locator('.admin-rows, .empty-state').first().waitFor();
      await saveScreenshot(page, `admin-readable-${name}-${setup.tag}`);
      expect(await unreadable(page, setup.language), name).toEqual([]);
      if (!screen.open) continue;
      await screen.open(page);
      // The record's audit trail is the last thing a detail loads.
      await dialog(page).locator('.admin-section').last().waitFor();
      await saveScreenshot(page, `admin-readable-${name}-detail-${setup.tag}`);
      expect(await unreadable(page, setup.language), `${name} detail`).toEqual([]);
      // Escape closes a detail (and the address bar forgets it); the close button too.
      if (setup.language === 'ro') await page.keyboard.press('Escape');
      else await dialog(page).getByRole('button', { name: 'Close' }).click();
      await page.waitForURL((url) => !url.searchParams.has('id'));
      expect(await page.getByRole('dialog').count(), `${name} dialog closed`).toBe(0);
    }
  });
});

describe('the audit log (ro, 360x740)', () => {
  it('says what happened in sentences and filters by an administrator and a record picked by name', async () => {
    const page = await openApp(roPhone, admin, '/admin/audit');
    const rows = page.locator('.admin-rows');
    await rows
      .getByText(/Administrator i-a acordat lui Maria Ionescu 300 de credite/)
      .first()
      .waitFor();
    const text = await rows.innerText();
    expect(text).toContain(NOTE);
    expect(text).toMatch(/Telefon: .*\+40712345678/);
    expect(text).toContain('Ion Suspendat');
    await page.getByRole('combobox', { name: 'Administrator' }).fill('Admin');
    await page.getByRole('option', { name: /admin@example\.test/ }).click();
    // The id as a number in the address bar (it read admin_id=%221%22).
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('admin_id') ?? ''));
    await saveScreenshot(page, 'admin-readable-audit-picked-ro-phone');

    // A record is picked by name too: only Maria Ionescu's entries remain.
    await page.getByLabel('Tipul înregistrării').selectOption('user');
    await page.getByRole('combobox', { name: 'Utilizator' }).fill('Maria');
    await page.getByRole('option', { name: /Maria Ionescu/ }).click();
    await page.waitForURL((url) => url.searchParams.get('target_id') === String(driver.userId));
    await expect.poll(() => rows.innerText()).not.toContain('Ion Suspendat');
    expect(await rows.innerText()).toContain('Maria Ionescu');
  });
});

describe('a location authorisation (ro, 360x740)', () => {
  it('is revoked from the user’s detail, which stays open', async () => {
    const page = await openApp(roPhone, admin, `/admin/users?id=${driver.userId}`);
    await dialog(page).getByRole('link', { name: 'Curtea Bisericii' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Retrage accesul' }).click();
    await dialog(page).getByRole('button', { name: 'Retrage accesul' }).click();
    await dialog(page).getByText('Nicio locație autorizată.').waitFor();
    const { data } = await apiCall<{ data: { users: { id: number }[] } }>(
      e2e.server.url,
      adminToken,
      'GET',
      `admin/locations/${locationId}`,
    );
    expect(data.users).toEqual([]);
  });
});

describe('a lot an administrator took out of search (en, 1280x800)', () => {
  it('is put back from its detail and a driver finds it again', async () => {
    const finds = async () => {
      const answer = await callApi<{ data: { id: number }[] }>(
        e2e.server.url,
        driver.token,
        'GET',
        `parking-finder?identifier=${lot.identifier}`,
      );
      return answer.data.map((l) => l.id);
    };
    expect(await finds()).toEqual([lot.id]);
    const page = await openApp(enDesktop, admin, `/admin/parking-lots?id=${lot.id}`);
    await dialog(page).getByRole('button', { name: 'Take out of search' }).click();
    await dialog(page).getByLabel('Reason').fill('Blocked by roadworks');
    await dialog(page).getByRole('button', { name: 'Take out of search' }).click();
    // Confirming the question asked over the detail leaves the detail open (it closed it).
    await dialog(page).locator('.alert').getByText('Reason: Blocked by roadworks').waitFor();
    expect(await finds()).toEqual([]);
    await dismissToasts(page);
    await saveScreenshot(page, 'admin-readable-lot-out-en-desktop');
    await dialog(page).getByRole('button', { name: 'Put back in search' }).click();
    await dialog(page).getByRole('button', { name: 'Put back in search' }).click();
    await page.getByText('The parking lot is back in search').first().waitFor();
    await dialog(page).getByRole('button', { name: 'Take out of search' }).waitFor();
    expect(await finds()).toEqual([lot.id]);

    // The driver's finder shows it again.
    const driverPage = await openApp(roPhone, driver, '/');
    await driverPage.locator(`.lot-card[data-lot-id="${lot.id}"]`).waitFor();
  });
});

describe('the transactions CSV (ro, 1280x800)', () => {
  it('starts with a byte-order mark, a Romanian header and keeps ă, ș, ț; a numeric filter is checked', async () => {
    const page = await openApp({ ...enDesktop, language: 'ro' }, admin, '/admin/transactions');
    await page.locator('.admin-rows').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportă CSV' }).click(),
    ]);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    const [header] = csv.slice(1).split('\r\n');
    expect(header).toContain('Data');
    expect(header).toContain('Descriere');
    expect(csv).toContain(NOTE);
    expect(csv).toContain('Maria Ionescu');

    // A numeric filter says a letter is not a number under the field, and the list stays.
    await page.getByLabel('Numărul rezervării').fill('12a');
    await page.getByText('Scrie un număr întreg, de exemplu 42.').waitFor();
    expect(new URL(page.url()).searchParams.has('reservation_id')).toBe(false);
    expect(await page.locator('.admin-rows .admin-row').count()).toBeGreaterThan(0);
  });
});

describe('an action the server would refuse', () => {
  it('is not offered on the administrator’s own account; a suspension can be reinstated', async () => {
    const page = await openApp(roPhone, admin, '/admin/users?q=admin%40example.test');
    await page.locator('.admin-row').first().click();
    await dialog(page).getByText('Acesta este contul tău').waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Suspendă' }).count()).toBe(0);
    expect(
      await dialog(page)
        .getByRole('button', { name: /rolul de administrator/ })
        .count(),
    ).toBe(0);
    await page.goto(`/admin/users?id=${suspended.userId}`);
    await dialog(page).getByText('Motiv: Plăți refuzate').waitFor();
    await saveScreenshot(page, 'admin-readable-suspended-ro-phone');
    await dialog(page).getByRole('button', { name: 'Reactivează contul' }).click();
    await dialog(page).getByRole('button', { name: 'Reactivează contul' }).click();
    // The detail stays open (confirming closed it too) and offers to suspend again.
    await dialog(page).getByRole('button', { name: 'Suspendă' }).waitFor();
    expect(await dialog(page).getByText('Motiv: Plăți refuzate').count()).toBe(0);
  });
});
