import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, blocking } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession, type E2eAccount } from '../support/e2e-accounts';
import { apiLogin, callApi } from '../support/e2e-api';
import { book, grantCredits } from '../support/e2e-booking';
import { apiTime, CENTRE } from '../support/e2e-finder-data';
import { dismissToasts } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';

const admin = { email: 'admin-schedule@example.test', password: 'admin-parola-1' };
const e2e = useE2eSession({
  tiles: true,
  env: (tiles) => ({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, TILE_URL: tiles?.template ?? '' }),
});
const zone = 'Europe/Bucharest';
let adminToken: string;

type Lot = { id: number; identifier: string };
type FinderLot = { id: number };

beforeAll(async () => {
  adminToken = await apiLogin(e2e.server.url, admin.email, admin.password);
});

/** A private lot at the map's centre (no window yet). */
const privateLot = (owner: E2eAccount, identifier: string) =>
  callApi<Lot>(
    e2e.server.url,
    owner.token,
    'POST',
    'parking-lots',
    { identifier, zone: 'Centru', latitude: CENTRE.lat, longitude: CENTRE.lng, orientation_degrees: 0 },
    201,
  );

/** The first day after today with that ISO weekday (1 = Monday), 10:00 local. */
function next(weekday: number): DateTime {
  const today = DateTime.now().setZone(zone).startOf('day');
  const ahead = (weekday - today.weekday + 7) % 7 || 7;
  return today.plus({ days: ahead, hours: 10 });
}

/** The first weekday after tomorrow (a day the Monday-Friday schedule and tomorrow's window both cover). */
function nextWorkday(): DateTime {
  let day = DateTime.now().setZone(zone).startOf('day').plus({ days: 2, hours: 10 });
  while (day.weekday > 5) day = day.plus({ days: 1 });
  return day;
}

const openSpans = (page: Page, day: DateTime) =>
  page.locator(`.lot-calendar__day[data-date="${day.toFormat('yyyy-MM-dd')}"] .lot-calendar__open`).count();

/** Shows the calendar week holding `day` (the next week's button as needed). */
async function showWeekOf(page: Page, day: DateTime, nextWeek: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    if ((await page.locator(`.lot-calendar__day[data-date="${day.toFormat('yyyy-MM-dd')}"]`).count()) > 0) return;
    await page.getByRole('button', { name: nextWeek }).click();
  }
}

describe('the availability window and the weekly schedule', () => {
  it('are set on the lot’s screens, read as a sentence, shaded in the calendar; Saturday finds nothing', async () => {
    const owner = await registerAccount(e2e.server.url, { name: 'Ana Proprietar' });
    const lot = await privateLot(owner, 'S-100');
    const page = e2e.page;
    await signInWithSession(page, owner, 'ro', `/parking-lots/${lot.id}/edit`);

    // Tomorrow 08:00 from the quick choices, no end.
    await page.getByRole('button', { name: /^Disponibil de la/ }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('button', { name: 'Mâine 08:00' }).click();
    await picker.getByRole('button', { name: 'Gata' }).click();
    const tomorrow = DateTime.now().setZone(zone).plus({ days: 1 });
    expect(await page.getByRole('button', { name: /^Disponibil de la/ }).innerText()).toContain(
      `${tomorrow.toFormat('dd/MM/yyyy')} 08:00`,
    );
    await page.getByRole('button', { name: 'Salvează modificările' }).click();
    await page.waitForURL((url) => url.pathname === `/parking-lots/${lot.id}`);
    await page.getByText('Liber de mâine 08:00, fără limită').waitFor();

    // Monday 08:00-18:00, copied to the other weekdays.
    await page.getByRole('button', { name: 'Stabilește un program săptămânal' }).click();
    // Each button's name starts with the words it shows (axe: label-content-name-mismatch).
    expect(blocking(await axeViolations(page), true)).toEqual([]);
    await page.getByRole('button', { name: 'Adaugă interval – Luni' }).click();
    await page.getByRole('button', { name: 'Copiază în zilele lucrătoare – Luni' }).click();
    await page.getByRole('button', { name: 'Salvează programul' }).click();
    const summary = page.getByRole('list', { name: 'Program săptămânal' });
    await summary.getByText('Luni – Vineri:').waitFor();
    expect(await summary.innerText()).toContain('08:00–18:00');
    await summary.getByText('Celelalte zile: închis').waitFor();
    expect(
      await callApi<{ weekly: unknown[] }>(e2e.server.url, owner.token, 'GET', `parking-lots/${lot.id}/schedule`),
    ).toEqual({
      weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: '08:00', to: '18:00' })),
    });
    await dismissToasts(page);
    await page.getByText('Liber de mâine 08:00, fără limită').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'lot-schedule-ro');

    // The calendar: nothing open today (the window starts tomorrow), weekdays shaded, Saturday not.
    await page.getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL((url) => url.pathname === `/parking-lots/${lot.id}/calendar`);
    await page.locator('.lot-calendar__day').first().waitFor();
    expect(await openSpans(page, DateTime.now().setZone(zone))).toBe(0);
    const workday = nextWorkday();
    await showWeekOf(page, workday, 'Săptămâna următoare');
    expect(await openSpans(page, workday)).toBe(1);
    const style = await page
      .locator(`.lot-calendar__day[data-date="${workday.toFormat('yyyy-MM-dd')}"] .lot-calendar__open`)
      .getAttribute('style');
    // 08:00-18:00 of 24 h: from a third of the day, ten hours long.
    expect(style).toContain('top: 33.3');
    expect(style).toContain('height: 41.6');
    const saturday = workday.plus({ days: 6 - workday.weekday });
    expect(await openSpans(page, saturday)).toBe(0);
    await saveScreenshot(page, 'lot-calendar-schedule-ro');

    // A driver searching on the next Saturday does not find it; on a workday the finder does.
    const driver = await registerAccount(e2e.server.url, { name: 'Dan Șofer' });
    const search = (from: DateTime) =>
      callApi<{ data: FinderLot[] }>(
        e2e.server.url,
        driver.token,
        'GET',
        `parking-finder?only_available=1&identifier=S-100&from=${encodeURIComponent(apiTime(from))}&to=${encodeURIComponent(apiTime(from.plus({ minutes: 59 })))}`,
      );
    expect((await search(next(6))).data).toEqual([]);
    expect((await search(workday)).data.map((l) => l.id)).toEqual([lot.id]);

    await e2e.context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInWithSession(page, driver, 'ro', '/');
    await page.getByRole('button', { name: 'Filtre' }).click();
    await page.getByRole('searchbox', { name: 'Identificator' }).fill('S-100');
    const toggle = page.getByTestId('range-line').locator('xpath=..');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const saturdaySearch = page.waitForRequest(
      (r) =>
        r.url().includes('/api/parking-finder') &&
        (new URL(r.url()).searchParams.get('from') ?? '').startsWith(next(6).toFormat('yyyy-MM-dd')),
    );
    await page.getByRole('button', { name: /^De la / }).click();
    const dialog = page.getByRole('dialog');
    const day = dialog.getByRole('button', { name: next(6).toFormat('dd/MM/yyyy'), exact: true });
    for (let i = 0; i < 2 && (await day.count()) === 0; i++)
      await dialog.getByRole('button', { name: 'Luna următoare' }).click();
    await day.click();
    await dialog.getByLabel('Ora', { exact: true }).selectOption('10');
    await dialog.getByLabel('Minutul', { exact: true }).selectOption('00');
    await dialog.getByRole('button', { name: 'Gata' }).click();
    await saturdaySearch;
    await page.getByText('Niciun loc de parcare disponibil pentru criteriile selectate.').waitFor();
    expect(await page.locator(`.lot-card[data-lot-id="${lot.id}"]`).count()).toBe(0);
    await saveScreenshot(page, 'finder-saturday-closed-ro');
  });

  it('shows a week of bookings in English, swipes between weeks and opens a booking', async () => {
    const owner = await registerAccount(e2e.server.url, { name: 'John Owner', language: 'en' });
    const lot = await privateLot(owner, 'S-200');
    const workday = nextWorkday();
    await callApi(e2e.server.url, owner.token, 'POST', `parking-lots/${lot.id}/availability`, {
      available: true,
      available_from: apiTime(DateTime.now().setZone(zone).plus({ days: 1 }).startOf('day').plus({ hours: 8 })),
      available_to: null,
    });
    await callApi(e2e.server.url, owner.token, 'PUT', `parking-lots/${lot.id}/schedule`, {
      weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: '08:00', to: '18:00' })),
    });
    const driver = await registerAccount(e2e.server.url, { name: 'Mary Driver' });
    await grantCredits(e2e.server.url, adminToken, driver.userId, 500, 'Welcome');
    const booking = await book(e2e.server.url, driver.token, lot.id, workday.toJSDate(), 90, 'B 77 CAL');

    const page = e2e.page;
    await signInWithSession(page, owner, 'en', `/parking-lots/${lot.id}`);
    await page.getByText('Free from tomorrow 08:00, no end').waitFor();
    await page.getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('heading', { name: 'Calendar S-200' }).waitFor();
    await showWeekOf(page, workday, 'Next week');
    // The registration as the server stores it (spaces dropped).
    const link = page.getByRole('link', {
      name: `Reservation B77CAL, ${workday.toFormat('dd/MM/yyyy')} 10:00 – 11:30`,
    });
    await link.waitFor();
    expect(await page.locator('.lot-calendar__range').innerText()).toBe(
      `${workday.startOf('week').toFormat('dd/MM/yyyy')} – ${workday.endOf('week').toFormat('dd/MM/yyyy')}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'lot-calendar-week-en');
    expect(blocking(await axeViolations(page), true)).toEqual([]);

    // A swipe to the left shows the next week, to the right the week before.
    const range = page.locator('.lot-calendar__range');
    const shown = await range.innerText();
    const box = (await page.locator('.lot-calendar__grid').boundingBox())!;
    const swipe = async (dx: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + 200);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + 205, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(-120);
    await expect.poll(() => range.innerText()).not.toBe(shown);
    expect(await link.count()).toBe(0);
    await swipe(120);
    await expect.poll(() => range.innerText()).toBe(shown);

    await link.click();
    await page.waitForURL((url) => url.pathname === `/reservations/${booking.id}`);
    await page.getByText('B77CAL').first().waitFor();
  });
});

describe('the earnings on the credits screen', () => {
  it('charts the payout of a finalized booking, with the total and the list', async () => {
    const owner = await registerAccount(e2e.server.url, { name: 'Ion Câștig', language: 'en' });
    const lot = await callApi<Lot>(e2e.server.url, owner.token, 'POST', 'parking-lots', {
      identifier: 'E-1',
      latitude: CENTRE.lat,
      longitude: CENTRE.lng,
      available: true,
      available_from: apiTime(DateTime.now().minus({ hours: 1 })),
      available_to: null,
    });
    const driver = await registerAccount(e2e.server.url, { name: 'Vlad Driver' });
    await grantCredits(e2e.server.url, adminToken, driver.userId, 100, 'Welcome');
    const booking = await book(e2e.server.url, driver.token, lot.id, new Date(), 60);
    await callApi(e2e.server.url, driver.token, 'PUT', `reservations/${booking.id}`, { status: 'finalized' });
    const balance = (await callApi<{ balance: number }>(e2e.server.url, owner.token, 'GET', 'credits')).balance;
    expect(balance).toBeGreaterThan(0);

    const page = e2e.page;
    await signInWithSession(page, owner, 'en', '/credits');
    const card = page.locator('.earnings');
    await card.getByRole('heading', { name: 'Earnings from your parking lots' }).waitFor();
    await expect.poll(() => card.getByTestId('earnings-total').innerText()).toBe(`${balance} credits`);
    const today = DateTime.now().setZone(zone);
    const bar = card.locator(`[data-period="${today.toFormat('yyyy-MM-dd')}"]`);
    expect(await bar.getAttribute('data-credits')).toBe(String(balance));
    expect(Number(await bar.locator('rect').getAttribute('height'))).toBeGreaterThan(50);
    await card
      .getByRole('listitem')
      .filter({ hasText: today.toFormat('dd/MM/yyyy') })
      .getByText(`+${balance} credits`)
      .waitFor();
    await card.evaluate((node) => node.scrollIntoView({ block: 'start' }));
    await saveScreenshot(page, 'credits-earnings-en');
    expect(blocking(await axeViolations(page), true)).toEqual([]);

    await card.getByRole('button', { name: 'Months' }).click();
    await card
      .locator(`[data-period="${today.startOf('month').toFormat('yyyy-MM-dd')}"][data-credits="${balance}"]`)
      .waitFor();
    await card.getByText(today.setLocale('en').toFormat('LLLL yyyy'), { exact: true }).waitFor();

    // In Romanian, and not for a user with no lots.
    await page.evaluate(() => localStorage.setItem('language', 'ro'));
    await page.reload();
    await card.getByRole('heading', { name: 'Câștiguri din locurile tale de parcare' }).waitFor();
    await expect
      .poll(() => card.getByTestId('earnings-total').innerText())
      .toMatch(new RegExp(`^${balance} (de )?credite$`));
    await saveScreenshot(page, 'credits-earnings-month-ro');
    await signInWithSession(page, driver, 'ro', '/credits');
    await page.getByTestId('balance').waitFor();
    expect(await page.locator('.earnings').count()).toBe(0);
  });
});
