import { DateTime } from 'luxon';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { targetUrl } from '../../sw/notification-click';
import { launchBrowser, newPhoneContext, saveScreenshot } from '../support/browser';
import { logInThroughUi, registerAccount } from '../support/e2e-accounts';
import { apiLogin } from '../support/e2e-api';
import { apiCall, book, createAvailableLot, grantCredits, shownNotifications } from '../support/e2e-booking';
import { startE2eServer, type E2eServer } from '../support/e2e-server';
import { persistedCache } from '../support/pwa';

const admin = { email: 'admin@example.test', password: 'admin-parola-1' };
let server: E2eServer;
let browser: Browser;
let adminToken: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startE2eServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  browser = await launchBrowser();
  adminToken = await apiLogin(server.url, admin.email, admin.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A phone with the app open and signed in; notifications allowed when asked for. */
async function phone(
  account: { email: string; password: string },
  options: { notifications?: boolean } = {},
): Promise<Page> {
  const context = await newPhoneContext(browser, server.url);
  contexts.push(context);
  if (options.notifications) await context.grantPermissions(['notifications'], { origin: server.url });
  const page = await context.newPage();
  await logInThroughUi(page, account.email, account.password);
  return page;
}

/** The app listens on the user's channel and has caught up (it records the last notification it saw). */
async function waitForRealtime(page: Page, userId: number): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`notifications.last-seen.${id}`), userId), {
      timeout: 15_000,
    })
    .not.toBeNull();
}

const balanceOf = async (token: string) =>
  (await apiCall<{ balance: number }>(server.url, token, 'GET', 'credits')).balance;
const card = (page: Page, place: string) => page.getByRole('article', { name: new RegExp(`^(Loc|Place) ${place}$`) });

describe('notifications of a booking', () => {
  it("pop up on the owner's phone, close after 10 s and open the reservation", async () => {
    const owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
    const driver = await registerAccount(server.url, { name: 'Maria Șofer' });
    const lot = await createAvailableLot(server.url, owner.token, {
      identifier: 'P-7',
      zone: 'Centru',
      address: 'Strada Lipscani 10',
    });
    await grantCredits(server.url, adminToken, driver.userId, 100, 'Credite de bun venit');

    const ownerPage = await phone(owner, { notifications: true });
    await ownerPage.goto('/reservations');
    await ownerPage.getByText('Nicio rezervare încă').waitFor();
    await waitForRealtime(ownerPage, owner.userId);

    const reservation = await book(server.url, driver.token, lot.id, new Date(), 60);

    await expect
      .poll(async () => (await shownNotifications(ownerPage)).find((n) => n.data?.reservation_id === reservation.id), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const shown = (await shownNotifications(ownerPage)).find((n) => n.data?.reservation_id === reservation.id)!;
    expect(shown.title).toBe('Rezervare nouă');
    expect(shown.body).toContain('P-7');
    expect(shown.body).toContain('B123ABC');

    // The open list took the booking in without a reload.
    const row = card(ownerPage, 'P-7');
    await row.waitFor();
    await row.getByText('Maria Șofer').waitFor();
    await row.getByText('Primită').waitFor();
    // It started at once: the row says so as soon as it arrives, not at the next tick of the list's clock.
    await row.getByText('Activă').waitFor({ timeout: 3000 });
    await saveScreenshot(ownerPage, 'reservations-list-owner-ro');

    // Gone by itself after 10 seconds.
    await expect
      .poll(async () => (await shownNotifications(ownerPage)).some((n) => n.tag === shown.tag), {
        timeout: 16_000,
        interval: 1000,
      })
      .toBe(false);

    // A tap: the worker focuses the window and navigates it to the target (unit-tested in
    // tests/unit/sw); a test cannot tap, so the page goes where the worker would send it.
    const url = targetUrl(shown.data, server.url);
    expect(url).toBe(`${server.url}/reservations/${reservation.id}`);
    await ownerPage.goto(url);
    await ownerPage.getByRole('heading', { name: 'Rezervare', exact: true }).waitFor();
    await ownerPage.getByText('Loc P-7').first().waitFor();
    await ownerPage.getByText('Maria Șofer').waitFor();
    await ownerPage.getByText('B123ABC').waitFor();
    await ownerPage.getByText('Se termină în').waitFor();
    // The owner may cancel an active reservation; only the driver finalizes.
    await ownerPage.getByRole('button', { name: 'Anulează rezervarea' }).waitFor();
    expect(await ownerPage.getByRole('button', { name: 'Finalizează' }).count()).toBe(0);
    await ownerPage.getByText('Detalii').scrollIntoViewIfNeeded();
    await saveScreenshot(ownerPage, 'reservation-detail-owner-ro');
  });
});

// System notifications on a loaded CI machine failed once without a cause found (2026-11, the
// page's warnings are now in the failure): one retry, and the warnings say why next time.
describe('notifications missed while the app was closed', { retry: 1 }, () => {
  it('pop up when it opens again, and older ones do not come back', async () => {
    const owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
    const driver = await registerAccount(server.url, { name: 'Maria Șofer' });
    const lot = await createAvailableLot(server.url, owner.token, { identifier: 'C-3' });
    await grantCredits(server.url, adminToken, driver.userId, 100, 'Credite de bun venit');
    const first = await book(server.url, driver.token, lot.id, new Date(Date.now() + 3 * 3_600_000), 20);
    // Times are in whole seconds (created_at, and the page's opening as the app compares it): a
    // notification of the very second the app opens counts as news. This one is older.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    // The first start on this phone takes what is already there as read.
    const ownerPage = await phone(owner, { notifications: true });
    await waitForRealtime(ownerPage, owner.userId);
    const context = ownerPage.context();
    await ownerPage.close();

    const missed = await book(server.url, driver.token, lot.id, new Date(Date.now() + 5 * 3_600_000), 20);
    const reopened = await context.newPage();
    const warnings: string[] = [];
    reopened.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    // Reopened, the app catches up from the last notification it saw.
    const caughtUp = reopened.waitForResponse((res) => res.url().includes('/api/notifications?after='));
    await reopened.goto('/reservations');
    expect((await caughtUp).status()).toBe(200);
    try {
      await expect
        .poll(async () => (await shownNotifications(reopened)).map((n) => n.data?.reservation_id), { timeout: 20_000 })
        .toContain(missed.id);
    } catch (err) {
      throw new Error(`${(err as Error).message}\nThe page warned: ${JSON.stringify(warnings)}`, { cause: err });
    }
    expect((await shownNotifications(reopened)).map((n) => n.data?.reservation_id)).not.toContain(first.id);
  });
});

describe('the notification inbox', () => {
  it('shows what was missed while the app was closed; opening it lowers the count; it catches up after a time offline', async () => {
    const driver = await registerAccount(server.url, { name: 'Maria Inbox' });
    const page = await phone(driver);
    const bell = (p: Page) => p.locator('.notification-bell').first();
    await expect.poll(() => bell(page).getAttribute('data-unread'), { timeout: 15_000 }).toBe('0');
    const context = page.context();
    await page.close();

    await grantCredits(server.url, adminToken, driver.userId, 30, 'Credite de bun venit');
    const reopened = await context.newPage();
    await reopened.goto('/reservations');
    await expect.poll(() => bell(reopened).getAttribute('data-unread'), { timeout: 15_000 }).toBe('1');
    expect(await bell(reopened).getAttribute('aria-label')).toBe('Notificări, 1 necitită');
    await saveScreenshot(reopened, 'notifications-bell-ro');
    await bell(reopened).click();
    await reopened.waitForURL((url) => url.pathname === '/notifications');
    const item = reopened.locator('.inbox-item').first();
    await item.getByText('Au fost adăugate 30 de credite în contul tău.').waitFor();
    expect(await item.getAttribute('data-unread')).toBe('true');
    await saveScreenshot(reopened, 'notifications-inbox-ro');

    // A tap opens what it is about and reads it: the count drops, on the device and the server.
    await item.click();
    await reopened.waitForURL((url) => url.pathname === '/credits');
    await expect.poll(() => bell(reopened).getAttribute('data-unread')).toBe('0');
    await expect
      .poll(
        async () =>
          (await apiCall<{ meta: { unread: number } }>(server.url, driver.token, 'GET', 'notifications')).meta,
      )
      .toEqual({ unread: 0 });

    // Offline the inbox reads the device's copy; what came meanwhile arrives once the signal is back.
    await reopened.goto('/notifications');
    await reopened.locator('.inbox-item').first().waitFor();
    await expect.poll(() => persistedCache(reopened), { timeout: 10_000 }).toContain('"notifications","inbox"');
    await context.setOffline(true);
    await grantCredits(server.url, adminToken, driver.userId, 20, 'Încă puțin');
    expect(await reopened.locator('.inbox-item').count()).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => reopened.locator('.inbox-item').count(), { timeout: 20_000 }).toBe(2);
    await reopened
      .locator('.inbox-item[data-unread]')
      .getByText('Au fost adăugate 20 de credite în contul tău.')
      .waitFor();
  });

  it('says it in English, and "Mark all read" reads every one', async () => {
    const driver = await registerAccount(server.url, { name: 'Mary Inbox', language: 'en' });
    await grantCredits(server.url, adminToken, driver.userId, 1, 'One');
    await grantCredits(server.url, adminToken, driver.userId, 21, 'More');
    const page = await phone(driver);
    await page.goto('/notifications');
    await page.getByText('1 credit was added to your account.').waitFor();
    await page.getByText('21 credits were added to your account.').waitFor();
    await expect.poll(() => page.locator('.inbox-item[data-unread]').count()).toBe(2);
    await saveScreenshot(page, 'notifications-inbox-en');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => page.locator('.inbox-item[data-unread]').count()).toBe(0);
    expect(await page.locator('.notification-bell').first().getAttribute('aria-label')).toBe('Notifications');
  });
});

describe('finalize from the reservations screen', () => {
  it('right after the start charges the minimum: the driver pays 15 and gets 45 back, the owner gets 10', async () => {
    const owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
    const driver = await registerAccount(server.url, { name: 'Maria Șofer' });
    const lot = await createAvailableLot(server.url, owner.token, {
      identifier: 'A-12',
      zone: 'Universitate',
      address: 'Bulevardul Regina Elisabeta 5',
    });
    await grantCredits(server.url, adminToken, driver.userId, 100, 'Credite de bun venit');
    const bookedAt = Date.now();
    const reservation = await book(server.url, driver.token, lot.id, new Date(), 60);
    expect(reservation.credits_reserved).toBe(60);
    expect(await balanceOf(driver.token)).toBe(40);

    // The owner watches the credits screen while the driver finishes.
    const ownerPage = await phone(owner, { notifications: true });
    await ownerPage.goto('/credits');
    await expect.poll(() => ownerPage.getByTestId('balance').textContent()).toContain('0');
    await waitForRealtime(ownerPage, owner.userId);

    const driverPage = await phone(driver);
    await driverPage.goto(`/reservations/${reservation.id}`);
    await driverPage.getByText('Dacă finalizezi acum').waitFor();
    // No tile service here (nothing answers the tile addresses): the still map keeps its plain
    // background, never a broken-image icon.
    await expect
      .poll(
        () =>
          driverPage
            .locator('.static-lot-map img')
            .evaluateAll(
              (images) =>
                (images as HTMLImageElement[])
                  .filter((image) => image.complete && image.naturalWidth === 0)
                  .every((image) => getComputedStyle(image).visibility === 'hidden') &&
                images.some((image) => (image as HTMLImageElement).complete),
            ),
        { timeout: 15_000 },
      )
      .toBe(true);
    const estimate = driverPage.locator('.finalize-estimate');
    expect(await estimate.textContent()).toMatch(/15\s*credite plătite.*45\s*de credite primite înapoi/);
    // The countdown ticks every second.
    const countdown = driverPage.locator('.countdown__value');
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 3000 }).not.toBe(first);
    await saveScreenshot(driverPage, 'reservation-detail-ro');

    await driverPage.goto('/reservations');
    const row = card(driverPage, 'A-12');
    await row.getByText('Activă').waitFor();
    await saveScreenshot(driverPage, 'reservations-list-ro');
    // Booked moments ago: though it started, the driver may still cancel it for everything back
    // (the honest mistake, 2 minutes from booking; later only finalize is offered, a unit test
    // of reservation-state holds that). Checked only while well inside those 2 minutes.
    if (Date.now() - bookedAt < 90_000) {
      await row.getByRole('button', { name: 'Anulează' }).click();
      const question = driverPage.getByRole('dialog');
      await question.getByText(/Ai rezervat acum mai puțin de 2 minute.*toate cele 60 de credite/).waitFor();
      await saveScreenshot(driverPage, 'reservation-honest-mistake-ro');
      await question.getByRole('button', { name: 'Păstreaz-o' }).click();
      await question.waitFor({ state: 'hidden' });
    }

    await row.getByRole('button', { name: 'Finalizează' }).click();
    const dialog = driverPage.getByRole('dialog');
    await dialog.getByText('Finalizezi această rezervare acum?').waitFor();
    // The place's identifier never breaks over two lines.
    expect(
      await dialog.locator('.nowrap').evaluate((span) => [span.textContent, span.getClientRects().length]),
    ).toEqual(['A-12', 1]);
    await dialog.getByRole('button', { name: 'Finalizează' }).click();
    await driverPage.getByText('Rezervare finalizată').first().waitFor();
    await row.getByText('Finalizată').waitFor();
    await row.getByText('60 rezervate · 15 plătite').waitFor();

    // Exactly the amounts of PRODUCT.md, on the server and on both screens.
    expect(await balanceOf(driver.token)).toBe(85);
    expect(await balanceOf(owner.token)).toBe(10);
    await expect.poll(() => ownerPage.getByTestId('balance').textContent(), { timeout: 10_000 }).toMatch(/^10\b/);
    await ownerPage.locator('.transaction').filter({ hasText: '+10' }).waitFor();

    await driverPage.goto('/credits');
    await expect.poll(() => driverPage.getByTestId('balance').textContent()).toMatch(/^85\b/);
    // The history is a request of its own: it may show after the balance.
    await expect
      .poll(() => driverPage.locator('.transaction__figure').allTextContents())
      .toEqual(['+45', '−60', '+100']);
    await driverPage.getByText('Credite de bun venit').waitFor();
    await saveScreenshot(driverPage, 'credits-ro');

    // Extending a reservation of tomorrow: the preview names the day of the new end.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    const later = await book(server.url, driver.token, lot.id, tomorrow, 30);
    await driverPage.goto(`/reservations/${later.id}`);
    await driverPage.getByRole('button', { name: '+30 min' }).click();
    const end = DateTime.fromMillis(tomorrow.getTime() + 60 * 60_000, { zone: 'Europe/Bucharest' }).toFormat(
      'dd/MM HH:mm',
    );
    await driverPage.getByText(`Până la ${end} · încă 30 de credite`).waitFor();
    await driverPage.locator('.extend-reservation').scrollIntoViewIfNeeded();
    await saveScreenshot(driverPage, 'reservation-extend-ro');
  });
});

describe('cancel from the reservations screen', () => {
  it('gives a scheduled reservation back in full, and the filters find it (in English)', async () => {
    const owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
    const driver = await registerAccount(server.url, { name: 'Mary Driver', language: 'en' });
    const later = await createAvailableLot(server.url, owner.token, {
      identifier: 'Q-2',
      zone: 'Victoriei',
      address: 'Calea Victoriei 120',
    });
    const now = await createAvailableLot(server.url, owner.token, {
      identifier: 'B-4',
      zone: 'Unirii',
      address: 'Piața Unirii 1',
    });
    await grantCredits(server.url, adminToken, driver.userId, 100, 'Welcome credits');
    const scheduled = await book(server.url, driver.token, later.id, new Date(Date.now() + 2 * 3_600_000), 30);
    await book(server.url, driver.token, now.id, new Date(), 45, 'CJ 07 XYZ');
    expect(await balanceOf(driver.token)).toBe(25);

    const page = await phone(driver);
    await page.goto('/reservations');
    const row = card(page, 'Q-2');
    await row.getByText('Scheduled').waitFor();
    await card(page, 'B-4').getByText('Active').waitFor();
    await saveScreenshot(page, 'reservations-list-en');

    await row.getByRole('link', { name: 'View reservation Q-2' }).click();
    await page.waitForURL((url) => url.pathname === `/reservations/${scheduled.id}`);
    await page.getByText('Starts in').waitFor();
    expect(await page.locator('.countdown__value').textContent()).toMatch(/^1:5\d:\d\d$/);
    await saveScreenshot(page, 'reservation-detail-en');
    await page.getByRole('link', { name: 'Back' }).click();

    await row.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to cancel this reservation?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
    await page.getByText('Reservation cancelled').first().waitFor();
    await row.getByText('Cancelled').waitFor();
    expect(await balanceOf(driver.token)).toBe(55);

    await page.getByLabel('Status').selectOption('cancelled');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await card(page, 'Q-2').waitFor();
    await page.getByLabel('Status').selectOption('all');
    await page.getByLabel('Place number').fill('B-4');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await card(page, 'B-4').waitFor();

    await page.goto('/credits');
    // A whole page load, then the balance refetched (the saved copy was invalidated by the cancel).
    await expect.poll(() => page.getByTestId('balance').textContent(), { timeout: 10_000 }).toMatch(/^55\b/);
    // The history is a request of its own: it may show after the balance.
    await expect
      .poll(() => page.locator('.transaction__figure').allTextContents())
      .toEqual(['+30', '−45', '−30', '+100']);
    await page.getByLabel('Type').selectOption('used');
    await expect.poll(() => page.locator('.transaction__figure').allTextContents()).toEqual(['−45', '−30']);
    await page.getByLabel('Type').selectOption('');
    await saveScreenshot(page, 'credits-en');
  });
});
