import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, blocking } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession, type E2eAccount } from '../support/e2e-accounts';
import { apiLogin } from '../support/e2e-api';
import { e2eAdmin, useAdminPages } from '../support/e2e-admin';
import { apiCall, book } from '../support/e2e-booking';
import { newDriver, reserveThroughApi, seedLot, type Driver } from '../support/e2e-finder-data';
import { dismissToasts } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';

// "Spot taken" (PRODUCT.md "Trust at the lot"): the driver reports the reserved spot taken,
// sees the refund at once and books a free lot nearby in one tap; the owner contests; an
// administrator settles. One server for the file; each test seeds its own lots, far enough
// apart (5 km) that no test's lots are proposed to another.

const admin = e2eAdmin;
const e2e = useE2eSession({
  tiles: true,
  env: (tiles) => ({ TILE_URL: tiles?.template ?? '', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
});
const openAdmin = useAdminPages(e2e);

type Reservation = {
  id: number;
  status: string;
  parking_lot_id: number;
  place: string;
  credits_reserved: number;
  cancel_reason: string | null;
  automobile_registration: string;
  report: { reason: string; contested_at: string | null; settlement: string | null } | null;
};

let adminToken: string;
let owner: E2eAccount;

beforeAll(async () => {
  adminToken = await apiLogin(e2e.server.url, admin.email, admin.password);
  owner = await registerAccount(e2e.server.url, { name: 'Ion Proprietar' });
});

const reservationOf = (token: string, id: number) =>
  apiCall<Reservation>(e2e.server.url, token, 'GET', `reservations/${id}`, undefined, [200]);

/** Two lots of the owner `east` metres from the centre: the reserved one, and a free one 300 m north of it. */
async function lotsAt(tag: string, east: number) {
  const [reserved, nearby] = await Promise.all([
    seedLot(e2e.server.url, owner.token, { identifier: `ST-${tag}1`, zone: 'Centru', north: 0, east }),
    seedLot(e2e.server.url, owner.token, { identifier: `ST-${tag}2`, zone: 'Centru', north: 300, east }),
  ]);
  return { reserved, nearby };
}

/** A reservation of the driver's automobile from now, for two hours. */
const reservedNow = (driver: Driver, lotId: number) =>
  reserveThroughApi(e2e.server.url, driver, lotId, DateTime.now(), 120);

const texts = {
  ro: {
    spotTaken: 'Locul e ocupat?',
    occupied: 'Ocupat de altă mașină',
    note: 'Notă pentru proprietar',
    confirm: 'Raportează și primește creditele înapoi',
    refunded: /^\d+ (de )?credite? returnate? în portofel\.$/,
    reserve: (place: string) => `Rezervă locul ${place}`,
    place: (place: string) => `Loc ${place}`,
  },
  en: {
    spotTaken: 'Spot taken?',
    occupied: 'Taken by another car',
    note: 'Note for the owner',
    confirm: 'Report and get my credits back',
    refunded: /^\d+ credits? (is|are) back in your wallet\.$/,
    reserve: (place: string) => `Reserve place ${place}`,
    place: (place: string) => `Place ${place}`,
  },
};

const openDialog = (page: Page) => page.locator('dialog[open]').last();

describe.each([
  { language: 'ro' as const, east: 0 },
  { language: 'en' as const, east: 5000 },
])('the driver in $language', ({ language, east }) => {
  it('reports the spot taken, sees the refund and books a free lot nearby in one tap', async () => {
    const w = texts[language];
    const driver = await newDriver(e2e.server.url, adminToken, { language, name: `Șofer ${language}` });
    const { reserved, nearby } = await lotsAt(language.toUpperCase(), east);
    const { id } = await reservedNow(driver, reserved.id);
    const page = e2e.page;
    await signInWithSession(page, driver, language, `/reservations/${id}`);

    await page.getByRole('button', { name: w.spotTaken }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('radio', { name: w.occupied }).waitFor();
    expect(await dialog.getByRole('radio', { name: w.occupied }).isChecked()).toBe(true);
    await dialog.getByLabel(w.note).fill('B 99 XYZ');
    await saveScreenshot(page, `spot-taken-dialog-${language}`);
    expect(blocking(await axeViolations(page), true)).toEqual([]);
    await dialog.getByRole('button', { name: w.confirm }).click();

    const refund = dialog.getByTestId('report-refund');
    await refund.waitFor();
    const credits = (await reservationOf(driver.token, id)).credits_reserved;
    expect(await refund.innerText()).toMatch(w.refunded);
    expect(await refund.innerText()).toMatch(new RegExp(`^${credits} `));
    const proposed = dialog.getByTestId('report-alternative');
    await proposed.first().waitFor();
    const shown = await proposed.allInnerTexts();
    expect(shown.some((text) => text.includes(nearby.identifier))).toBe(true);
    expect(shown.some((text) => text.includes(reserved.identifier))).toBe(false);
    // 300 m north, said as the finder says distances (never raw metres like "300.4").
    expect(shown.find((text) => text.includes(nearby.identifier))).toMatch(/\b300\u00a0m\b/);
    await saveScreenshot(page, `spot-taken-alternatives-${language}`);
    expect(blocking(await axeViolations(page), true)).toEqual([]);

    await dialog.getByRole('button', { name: w.reserve(nearby.identifier) }).click();
    await page.waitForURL((url) => /\/reservations\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`));
    const newId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.locator('.reservation-summary__place', { hasText: nearby.identifier }).waitFor();
    expect(await page.locator('.reservation-summary__place').innerText()).toBe(w.place(nearby.identifier));
    const rebooked = await reservationOf(driver.token, newId);
    expect(rebooked).toMatchObject({ parking_lot_id: nearby.id, status: 'active', automobile_registration: 'B100ABC' });

    const reported = await reservationOf(driver.token, id);
    expect(reported).toMatchObject({ status: 'cancelled', cancel_reason: 'reported: occupied' });
    expect(reported.report?.reason).toBe('occupied');
    // Back in the app (a reload within a second of a change may restore the device's copy from
    // before it: the cache is saved at most once a second).
    await page.goBack();
    await page.getByTestId('report-summary').waitFor();
    expect(await page.getByTestId('report-summary').innerText()).toContain(w.occupied);
    const body = await page.locator('main').innerText();
    expect(body).not.toContain('reported: occupied');
    expect(body).not.toMatch(/\d{4}-\d\d-\d\d/);
    await dismissToasts(page);
    await saveScreenshot(page, `spot-taken-reported-${language}`);
    expect(blocking(await axeViolations(page), true)).toEqual([]);
  });
});

describe('a visitor’s reservation', () => {
  it('is rebooked for the same visitor registration', async () => {
    const driver = await newDriver(e2e.server.url, adminToken, { language: 'en', name: 'Visitor Host' });
    const { reserved, nearby } = await lotsAt('V', 10_000);
    const { id } = await book(e2e.server.url, driver.token, reserved.id, new Date(), 90, 'CJ 10 XYZ');
    const page = e2e.page;
    await signInWithSession(page, driver, 'en', `/reservations/${id}`);
    await page.getByRole('button', { name: 'Spot taken?' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('radio', { name: 'Access blocked' }).check();
    await dialog.getByRole('button', { name: texts.en.confirm }).click();
    await dialog.getByRole('button', { name: texts.en.reserve(nearby.identifier) }).click();
    await page.locator('.reservation-summary__place', { hasText: nearby.identifier }).waitFor();
    const newId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await reservationOf(driver.token, newId)).toMatchObject({
      parking_lot_id: nearby.id,
      automobile_registration: 'CJ10XYZ',
    });
    expect((await reservationOf(driver.token, id)).cancel_reason).toBe('reported: blocked');
  });
});

describe('a fourth report in 30 days', () => {
  it('is recorded, says the credits wait for an administrator, and offers the map when no lot is near', async () => {
    const driver = await newDriver(e2e.server.url, adminToken, { language: 'en', name: 'Often Unlucky' });
    const lots = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        seedLot(e2e.server.url, owner.token, {
          identifier: `ST-H${i}`,
          zone: 'Centru',
          north: 0,
          east: 30_000 + i * 3000,
        }),
      ),
    );
    // One automobile holds one reservation at a time: each earlier one is reported before the next.
    for (const lot of lots.slice(1)) {
      const { id } = await reservedNow(driver, lot.id);
      await apiCall(e2e.server.url, driver.token, 'POST', `reservations/${id}/report`, { reason: 'other' }, [200]);
    }
    const fourth = await reservedNow(driver, lots[0]!.id);
    const page = e2e.page;
    await signInWithSession(page, driver, 'en', `/reservations/${fourth.id}`);
    await page.getByRole('button', { name: 'Spot taken?' }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('button', { name: texts.en.confirm }).click();
    await dialog.getByText('This is your fourth report in 30 days', { exact: false }).waitFor();
    expect(await dialog.getByTestId('report-refund').count()).toBe(0);
    // The other lots are 3 km away: none proposed, the map offered instead.
    await dialog.getByRole('link', { name: 'Search on the map' }).waitFor();
    expect((await reservationOf(driver.token, fourth.id)).report).toMatchObject({ held: true, settlement: null });
    await saveScreenshot(page, 'spot-taken-held-en');
    await dialog.locator('.dialog__actions').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('report-summary').getByText('Your credits come back after an administrator').waitFor();
    await page.getByRole('link', { name: 'Reservations' }).click();
    const card = page.locator('.reservation-card', { hasText: lots[0]!.identifier });
    await card.getByText('Reported', { exact: true }).waitFor();
  });
});

describe('the lot’s owner', () => {
  it('contests a report with a note, and then sees it contested', async () => {
    const driver = await newDriver(e2e.server.url, adminToken, { name: 'Șofer Contestat' });
    const { reserved } = await lotsAt('C', 15_000);
    const { id } = await reservedNow(driver, reserved.id);
    await apiCall(e2e.server.url, driver.token, 'POST', `reservations/${id}/report`, { reason: 'occupied' }, [200]);
    const page = e2e.page;
    await signInWithSession(page, owner, 'ro', `/reservations/${id}`);
    await page.getByTestId('report-summary').waitFor();
    await page.getByRole('button', { name: 'Contestă', exact: true }).click();
    const dialog = openDialog(page);
    await dialog.getByRole('button', { name: 'Trimite contestația' }).click();
    await dialog.getByText('Spune ce s-a întâmplat.').waitFor();
    await dialog.getByLabel('Ce s-a întâmplat').fill('Locul era liber, am verificat camera.');
    await saveScreenshot(page, 'spot-taken-contest-ro');
    await dialog.getByRole('button', { name: 'Trimite contestația' }).click();
    await page.getByText('Contestat de proprietar').waitFor();
    await page.getByText('Locul era liber, am verificat camera.').waitFor();
    expect(await page.getByRole('button', { name: 'Contestă', exact: true }).count()).toBe(0);
    expect((await reservationOf(owner.token, id)).report?.contested_at).toBeTruthy();
    await dismissToasts(page);
    await saveScreenshot(page, 'spot-taken-contested-ro');
  });
});

const adminTexts = {
  ro: {
    filter: 'Loc ocupat',
    awaiting: 'De decis',
    pill: 'Raportat · așteaptă decizia',
    note: 'Era liber.',
    decide: 'Returnează creditele șoferului',
    confirmTitle: 'Returnezi creditele șoferului?',
    decided: 'Creditele returnate șoferului',
  },
  en: {
    filter: 'Spot taken',
    awaiting: 'To decide',
    pill: 'Reported · awaiting decision',
    note: 'It was free.',
    decide: 'Charge the driver',
    confirmTitle: 'Charge the driver?',
    decided: 'Driver charged as if finished at the report',
  },
};

describe.each([
  { setup: { tag: 'ro-phone', language: 'ro' as const, desktop: false }, settle: 'refund', east: 20_000 },
  { setup: { tag: 'en-desktop', language: 'en' as const, desktop: true }, settle: 'charge', east: 25_000 },
])('an administrator ($setup.tag)', ({ setup, settle, east }) => {
  it(`finds a contested report awaiting a decision and settles it (${settle})`, async () => {
    const w = adminTexts[setup.language];
    const driver = await newDriver(e2e.server.url, adminToken, { name: `Driver ${setup.tag}` });
    const { reserved } = await lotsAt(setup.tag === 'ro-phone' ? 'AR' : 'AE', east);
    const { id } = await reservedNow(driver, reserved.id);
    await apiCall(e2e.server.url, driver.token, 'POST', `reservations/${id}/report`, { reason: 'unsafe' }, [200]);
    await apiCall(e2e.server.url, owner.token, 'POST', `reservations/${id}/contest`, { note: w.note }, [200]);

    const page = await openAdmin(setup, admin, '/admin/reservations');
    await page.getByLabel(w.filter, { exact: true }).selectOption('awaiting');
    await page.waitForURL((url) => url.searchParams.get('reported') === 'awaiting');
    expect(await page.getByLabel(w.filter, { exact: true }).locator('option:checked').innerText()).toBe(w.awaiting);
    const row = page.getByRole('button', { name: new RegExp(`${reserved.identifier} · #${id}`) });
    await row.waitFor();
    expect(await row.innerText()).toContain(w.pill);
    await saveScreenshot(page, `spot-taken-admin-list-${setup.tag}`);
    await row.click();
    const detail = openDialog(page);
    await detail.getByTestId('admin-report').waitFor();
    expect(await detail.getByTestId('admin-report').innerText()).toContain(w.note);
    await detail.getByRole('button', { name: w.decide }).click();
    const confirm = page.getByRole('dialog', { name: w.confirmTitle });
    await confirm.waitFor();
    await saveScreenshot(page, `spot-taken-admin-confirm-${setup.tag}`);
    await confirm.getByRole('button', { name: w.decide }).click();
    await detail.getByText(w.decided).waitFor();
    expect(await detail.getByRole('button', { name: w.decide }).count()).toBe(0);
    expect((await reservationOf(driver.token, id)).report?.settlement).toBe(settle);
    await dismissToasts(page);
    await saveScreenshot(page, `spot-taken-admin-settled-${setup.tag}`);
  });
});
