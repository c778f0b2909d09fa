import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserZone, saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession, type E2eAccount } from '../support/e2e-accounts';
import { callApi } from '../support/e2e-api';
import { apiCall, book, createAvailableLot, grantCredits } from '../support/e2e-booking';
import { dismissToasts } from '../support/e2e-owner';
import { cutSortText, e2eAdmin, useAdminPages, type AdminSetup } from '../support/e2e-admin';
import { useE2eSession } from '../support/e2e-session';

const admin = e2eAdmin;
const e2e = useE2eSession({ tiles: true, admin });

type Setup = AdminSetup;
const setups: Setup[] = [
  { tag: 'ro-phone', language: 'ro', desktop: false },
  { tag: 'en-desktop', language: 'en', desktop: true },
];
const words = {
  ro: {
    usersSearch: 'Nume, email sau telefon',
    search: 'Caută',
    amount: 'Cantitate (de la 1 la 100.000)',
    grant: 'Acordă credite',
    granted: 'Au fost adăugate 100 de credite',
    creditsAdded: 'Credite adăugate',
    reservationsSearch: 'Număr de înmatriculare, loc de parcare sau șofer',
    cancel: 'Anulează rezervarea',
    yes: 'Da',
    cancelled: 'Rezervare anulată',
    auditCancelled: /a anulat rezervarea .+ și a returnat 60 (de )?credite/,
    newLocation: 'Locație nouă',
    title: 'Titlu',
    access: 'Acces',
    save: 'Salvează',
    findUser: 'Caută un utilizator după nume sau email',
    authorize: 'Autorizează',
    authorized: 'este autorizat',
    required: 'Acest câmp este obligatoriu.',
  },
  en: {
    usersSearch: 'Name, email or phone',
    search: 'Search',
    amount: 'Amount (1 to 100,000)',
    grant: 'Grant credits',
    granted: '100 credits added',
    creditsAdded: 'Credits added',
    reservationsSearch: 'Registration, parking lot or driver',
    cancel: 'Cancel reservation',
    yes: 'Yes',
    cancelled: 'Reservation cancelled',
    auditCancelled: /cancelled reservation .+ and refunded 60 credits/,
    newLocation: 'New location',
    title: 'Title',
    access: 'Access',
    save: 'Save',
    findUser: 'Find a user by name or email',
    authorize: 'Authorize',
    authorized: 'is authorized',
    required: 'This field is required.',
  },
};

const openApp = useAdminPages(e2e);

const dialog = (page: Page) => page.getByRole('dialog').last();

describe.each(setups)('administration ($tag)', (setup) => {
  const w = words[setup.language];

  it('finds a user and grants 100 credits; their open app shows the balance and a notification', async () => {
    const driver = await registerAccount(e2e.server.url, { name: `Mara Grant ${setup.tag}`, language: setup.language });
    const driverPage = await openApp(setup, driver, '/credits');
    await expect.poll(() => driverPage.getByTestId('balance').textContent()).toContain('0');

    const page = await openApp(setup, admin, '/admin/users');
    await page.getByLabel(w.usersSearch).fill(driver.email);
    await page.getByRole('button', { name: w.search, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === driver.email);
    await page.getByRole('button', { name: new RegExp(`Mara Grant ${setup.tag}`) }).click();
    await saveScreenshot(page, `admin-users-list-${setup.tag}`);
    await dialog(page).getByLabel(w.amount).fill('100');
    await dialog(page).getByRole('button', { name: w.grant }).click();
    await page.getByText(w.granted).waitFor();
    await saveScreenshot(page, `admin-user-detail-${setup.tag}`);
    // Reload keeps the search and the open record.
    await page.reload();
    await dialog(page).getByText(driver.email).waitFor();

    await expect.poll(() => driverPage.getByTestId('balance').textContent(), { timeout: 15_000 }).toContain('100');
    await driverPage.getByText(w.creditsAdded).first().waitFor({ timeout: 15_000 });
    await saveScreenshot(driverPage, `admin-grant-driver-${setup.tag}`);
  });

  it('cancels a reservation with a full refund', async () => {
    const owner = await registerAccount(e2e.server.url, { name: 'Owner Cancel' });
    const driver = await registerAccount(e2e.server.url, { name: `Dan Cancel ${setup.tag}` });
    await grantCredits(e2e.server.url, e2e.adminToken, driver.userId, 200, 'test');
    const lot = await createAvailableLot(e2e.server.url, owner.token, { identifier: `CX-${setup.tag}`.toUpperCase() });
    const reservation = await book(e2e.server.url, driver.token, lot.id, new Date(Date.now() + 3_600_000), 60);

    const page = await openApp(setup, admin, `/admin/reservations?q=${lot.identifier}`);
    await page.getByRole('button', { name: new RegExp(lot.identifier) }).click();
    await dialog(page).getByRole('button', { name: w.cancel }).click();
    await saveScreenshot(page, `admin-reservation-confirm-${setup.tag}`);
    await dialog(page).getByRole('button', { name: w.yes, exact: true }).click();
    await page.getByText(w.cancelled).first().waitFor();
    const balance = await callApi<{ balance: number }>(e2e.server.url, driver.token, 'GET', 'credits');
    expect(balance.balance).toBe(200);
    const after = await apiCall<{ data: { status: string } }>(
      e2e.server.url,
      e2e.adminToken,
      'GET',
      `admin/reservations/${reservation.id}`,
    );
    expect(after.data.status).toBe('cancelled');
    await dismissToasts(page);
    await saveScreenshot(page, `admin-reservation-cancelled-${setup.tag}`);
    await page.keyboard.press('Escape');
    await page.goto('/admin/transactions');
    await page.getByTestId('transaction-totals').waitFor();
    await saveScreenshot(page, `admin-transactions-${setup.tag}`);
    await page.goto('/admin/audit');
    await page.getByText(w.auditCancelled).first().waitFor();
    expect(await page.locator('body').innerText()).not.toContain('reservation.cancel');
    await saveScreenshot(page, `admin-audit-${setup.tag}`);
  });

  it('creates a restricted location and authorizes a user, who then finds its lots', async () => {
    const user = await registerAccount(e2e.server.url, { name: `Ilie Acces ${setup.tag}` });
    const title = `Campus ${setup.tag}`;
    const page = await openApp(setup, admin, '/admin/locations');
    await page.getByRole('button', { name: w.newLocation }).click();
    // An empty title: the app's own message under the field, not the browser's bubble.
    expect(
      await dialog(page)
        .locator('form')
        .evaluate((form: HTMLFormElement) => form.noValidate),
    ).toBe(true);
    await dialog(page).getByRole('button', { name: w.save }).click();
    await dialog(page).getByText(w.required).first().waitFor();
    expect(await dialog(page).getByLabel(w.title).getAttribute('aria-invalid')).toBe('true');
    await dialog(page).getByLabel(w.title).fill(title);
    await dialog(page).getByLabel(w.access).selectOption('restricted');
    const map = dialog(page).locator('.admin-map canvas');
    await map.waitFor();
    // Off the pin (it sits in the middle): a tap elsewhere moves it there.
    await map.click({ position: { x: 60, y: 60 } });
    await saveScreenshot(page, `admin-location-form-${setup.tag}`);
    await dialog(page).getByRole('button', { name: w.save }).click();
    await page.waitForURL((url) => url.searchParams.has('id'));
    const locationId = Number(new URL(page.url()).searchParams.get('id'));

    const lot = await apiCall<{ id: number; identifier: string }>(
      e2e.server.url,
      e2e.adminToken,
      'POST',
      'parking-lots',
      {
        identifier: `RS-${setup.tag}`.toUpperCase(),
        latitude: 44.4325,
        longitude: 26.1008,
        location_id: locationId,
        available: true,
        available_from: new Date(Date.now() - 3_600_000).toISOString(),
        available_to: null,
      },
    );
    const finds = async (account: E2eAccount) => {
      const answer = await callApi<{ data: { id: number }[] }>(
        e2e.server.url,
        account.token,
        'GET',
        `parking-finder?identifier=${lot.identifier}`,
      );
      return answer.data.map((l) => l.id);
    };
    expect(await finds(user)).toEqual([]);

    await dialog(page).getByLabel(w.findUser).fill(user.email);
    await dialog(page).getByRole('button', { name: w.search, exact: true }).click();
    await dialog(page)
      .getByRole('listitem')
      .filter({ hasText: user.email })
      .getByRole('button', { name: w.authorize })
      .click();
    await page.getByText(w.authorized).first().waitFor();
    await saveScreenshot(page, `admin-location-users-${setup.tag}`);
    expect(await finds(user)).toEqual([lot.id]);

    // The user's own app lists the location among theirs.
    const userPage = await openApp(setup, user, '/locations');
    await userPage.getByText(title).waitFor();
  });
});

// The other size of each language (the flows above run ro on a phone and en on a desktop):
// every admin list once, and the date-only picker of a list's From filter (DD/MM/YYYY).
const otherSetups: Setup[] = [
  { tag: 'en-phone', language: 'en', desktop: false },
  { tag: 'ro-desktop', language: 'ro', desktop: true },
];
const screens = ['users', 'automobiles', 'reservations', 'transactions', 'parking-lots', 'locations', 'audit'];
/**
 * The lists the accessibility sweep (a11y.spec.ts) walks on a phone in both languages, with the
 * same checks (rows or the empty state, the sort read whole) and a picture: on a phone this
 * test walks only the others.
 */
const sweptOnPhones = new Set(['users', 'automobiles', 'reservations', 'transactions', 'parking-lots', 'locations']);

describe.each(otherSetups)('every admin list ($tag)', (setup) => {
  it('shows each list and filters reservations by a day picked in the calendar', async () => {
    const page = await openApp(setup, admin);
    for (const screen of setup.desktop ? screens : screens.filter((s) => !sweptOnPhones.has(s))) {
      await page.goto(`/admin/${screen}`);
      await page.locator('.admin-rows, .empty-state').first().waitFor();
      await saveScreenshot(page, `admin-list-${screen}-${setup.tag}`);
      // The chosen sort reads whole (it was cut to "Newest start fi" on a phone).
      const cut = await cutSortText(page, setup.language);
      expect(cut, screen).toBeNull();
    }
    // The first of the month the calendar opens on: the browser's (Bucharest's), which is the
    // next month's from 22:00 UTC on a month's last day.
    const first = DateTime.now().setZone(browserZone).startOf('month');
    const iso = first.toFormat('yyyy-MM-dd');
    const shown = first.toFormat('dd/MM/yyyy');
    await page.goto('/admin/reservations');
    await page.getByRole('button', { name: setup.language === 'ro' ? /^De la/ : /^From/ }).click();
    await dialog(page).getByRole('button', { name: shown, exact: true }).click();
    await saveScreenshot(page, `admin-date-picker-${setup.tag}`);
    await dialog(page)
      .getByRole('button', { name: setup.language === 'ro' ? 'Gata' : 'Done' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('from') === iso);
    expect(await page.getByTestId('date-time-value').first().textContent()).toBe(shown);
    await page.locator('.admin-rows, .empty-state').first().waitFor();
    await saveScreenshot(page, `admin-reservations-from-${setup.tag}`);
  });
});

describe('a driver on an admin screen', () => {
  it('lands on home', async () => {
    const driver = await registerAccount(e2e.server.url);
    await signInWithSession(e2e.page, driver, 'ro', '/admin/users');
    await e2e.page.waitForURL((url) => url.pathname === '/');
  });
});
