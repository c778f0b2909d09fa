import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserZone, saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession, type E2eAccount } from '../support/e2e-accounts';
import { apiLogin } from '../support/e2e-api';
import { apiCall, createAvailableLot } from '../support/e2e-booking';
import { newDriver } from '../support/e2e-finder-data';
import { dismissToasts } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';
import { persistedCache, waitForServiceWorkerControl } from '../support/pwa';

const admin = { email: 'admin-papers@example.test', password: 'admin-parola-1' };
const e2e = useE2eSession({ env: () => ({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }) });
let adminToken: string;
beforeAll(async () => {
  adminToken = await apiLogin(e2e.server.url, admin.email, admin.password);
});

type Language = 'ro' | 'en';
const words = {
  ro: { save: 'Salvează', saveChanges: 'Salvează modificările', edit: 'Modifică', delete: 'Șterge' },
  en: { save: 'Save', saveChanges: 'Save changes', edit: 'Edit', delete: 'Delete' },
};
/** The day `offset` days from today in the app's zone (the one the app counts days in). */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: browserZone }).format(Date.now() + offset * 86_400_000);
const shown = (iso: string) => iso.split('-').reverse().join('/');

/** The fields typed for each kind (by input name), and the text its list then shows. */
const kinds: { route: string; fields: Record<string, string>; shows: string }[] = [
  {
    route: 'technical-inspections',
    fields: { itp_location: 'RAR Pipera', issue_date: day(-10), expires_at: day(355) },
    shows: 'RAR Pipera',
  },
  {
    route: 'insurances',
    fields: { provider: 'Allianz', policy_number: 'RO-RCA-1', valid_from: day(-5), valid_until: day(360) },
    shows: 'RO-RCA-1',
  },
  {
    route: 'road-taxes',
    fields: { policy_number: 'VIG-77', valid_from: day(-1), valid_until: day(29) },
    shows: 'VIG-77',
  },
  { route: 'first-aid-kit-reminders', fields: { expires_at: day(400) }, shows: shown(day(400)) },
  { route: 'fire-extinguisher-reminders', fields: { expires_at: day(200) }, shows: shown(day(200)) },
];

async function fill(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
}

async function driverWithCar(language: Language) {
  const driver = await registerAccount(e2e.server.url, { language });
  const { data: car } = await apiCall<{ data: { id: number } }>(e2e.server.url, driver.token, 'POST', 'automobiles', {
    registration_number: 'B 22 DOC',
    make: 'Dacia',
  });
  return { driver, carId: car.id };
}

const post = (account: E2eAccount, path: string, body: object) =>
  apiCall<{ data: { id: number } }>(e2e.server.url, account.token, 'POST', path, body);

/** An ITP expired 3 days ago, an insurance ending in 10 days and a road tax valid for 335. */
async function papersOfEveryState(driver: E2eAccount, carId: number) {
  await post(driver, `automobiles/${carId}/technical-inspections`, {
    itp_location: 'RAR',
    issue_date: day(-400),
    expires_at: day(-3),
  });
  await post(driver, `automobiles/${carId}/insurances`, {
    type: 'RCA',
    provider: 'Groupama',
    policy_number: 'P-1',
    valid_from: day(-355),
    valid_until: day(10),
  });
  await post(driver, `automobiles/${carId}/road-taxes`, { valid_from: day(-30), valid_until: day(335) });
}

// The whole flows in Romanian, the default language; the English test below checks only
// what English changes (the words of the same screens), not the flows again.
describe('papers (in Romanian)', () => {
  const language: Language = 'ro';
  const w = words.ro;

  it('adds, edits and deletes a document of each kind', async () => {
    const { driver, carId } = await driverWithCar(language);
    for (const [index, kind] of kinds.entries()) {
      const list = `/automobiles/${carId}/${kind.route}`;
      if (index === 0) await signInWithSession(e2e.page, driver, language, `${list}/add`);
      else await e2e.page.goto(`${list}/add`);
      if (index === 0) {
        // A day that does not exist is invalid, not missing; every field's error shows at once.
        await fill(e2e.page, { issue_date: '31/02/2026' });
        await e2e.page.getByRole('button', { name: w.save, exact: true }).click();
        await e2e.page.getByText('Introdu o dată validă.').waitFor();
        expect(await e2e.page.locator('.field__error').count()).toBeGreaterThanOrEqual(3);
        await saveScreenshot(e2e.page, `documents-invalid-date-${language}`);
      }
      await fill(e2e.page, kind.fields);
      await e2e.page.getByRole('button', { name: w.save, exact: true }).click();
      await e2e.page.waitForURL((url) => url.pathname === list);
      await e2e.page.getByText(kind.shows).first().waitFor();

      await e2e.page.getByRole('link', { name: w.edit }).first().click();
      await fill(e2e.page, { notes: `Notă ${kind.route}` });
      await e2e.page.getByRole('button', { name: w.saveChanges }).click();
      await e2e.page.waitForURL((url) => url.pathname === list);
      await e2e.page.getByText(`Notă ${kind.route}`).waitFor();
      if (kind.route === 'insurances') {
        await dismissToasts(e2e.page);
        await saveScreenshot(e2e.page, `documents-list-${language}`);
        await e2e.page.getByRole('link', { name: w.edit }).first().click();
        await e2e.page.locator('[name="provider"]').waitFor();
        await saveScreenshot(e2e.page, `documents-edit-${language}`);
        await e2e.page.goBack();
      }

      await e2e.page.getByRole('link', { name: w.edit }).first().click();
      await e2e.page.locator('.btn--destructive-ghost').click();
      await e2e.page.getByRole('dialog').getByRole('button', { name: w.delete }).click();
      await e2e.page.waitForURL((url) => url.pathname === list);
      await expect.poll(() => e2e.page.getByText(`Notă ${kind.route}`).count()).toBe(0);
    }
  });

  it('shows the state of each kind on the automobile page, and warns at booking for an expired ITP', async () => {
    const owner = await registerAccount(e2e.server.url);
    const lot = await createAvailableLot(e2e.server.url, owner.token, { identifier: `W-${language}` });
    const driver = await newDriver(e2e.server.url, adminToken, { language });
    const carId = driver.automobileId;
    await papersOfEveryState(driver, carId);
    await signInWithSession(e2e.page, driver, language, `/automobiles/${carId}`);
    const state = (kind: string) => e2e.page.locator(`[data-kind="${kind}"] .pill`);
    const expected = [
      `Expirată din ${shown(day(-3))}`,
      'Expiră în 10 zile',
      `Valabilă până la ${shown(day(335))}`,
      'Nimic înregistrat',
    ];
    await expect.poll(() => state('technical-inspections').textContent()).toBe(expected[0]);
    expect(await state('insurances').textContent()).toBe(expected[1]);
    expect(await state('road-taxes').textContent()).toBe(expected[2]);
    expect(await state('first-aid-kit-reminders').textContent()).toBe(expected[3]);
    expect(await state('fire-extinguisher-reminders').textContent()).toBe(expected[3]);
    await saveScreenshot(e2e.page, `automobile-documents-${language}`);

    await e2e.page.goto('/');
    const card = e2e.page.locator(`.lot-card[data-lot-id="${lot.id}"]`);
    await card.getByRole('button', { name: 'Rezervă' }).click();
    const warning = e2e.page.getByTestId('document-warnings');
    await warning.waitFor();
    expect(await warning.innerText()).toContain(`Inspecția tehnică periodică (ITP) a expirat pe ${shown(day(-3))}.`);
    // The link names the paper: no pronoun to agree with its gender.
    await warning.getByRole('link', { name: 'Reînnoiește ITP-ul' }).waitFor();
    await saveScreenshot(e2e.page, `booking-warning-${language}`);
  });

  it('keeps a licence with two categories, and shows the papers with no signal', async () => {
    const { driver, carId } = await driverWithCar(language);
    await post(driver, `automobiles/${carId}/insurances`, {
      type: 'RCA',
      provider: 'Omniasig',
      policy_number: 'RCA-OFF-9',
      valid_from: day(-5),
      valid_until: day(360),
    });
    await signInWithSession(e2e.page, driver, language, '/driving-licenses/add');
    await fill(e2e.page, { number: 'B99887766', issue_date: day(-1000), expiry_date: day(2000) });
    await e2e.page.getByRole('button', { name: w.save, exact: true }).click();
    await e2e.page.waitForURL((url) => url.pathname.endsWith('/categories'));
    for (const [category, obtained] of [
      ['B', day(-900)],
      ['AM', day(-1500)],
    ] as const) {
      await e2e.page.locator('select[name="category"]').last().selectOption(category);
      await fill(e2e.page, { obtained_at: obtained });
      await e2e.page.locator('form').last().locator('button[type="submit"]').click();
      await e2e.page.locator(`[data-category="${category}"]`).waitFor();
    }
    await dismissToasts(e2e.page);
    await saveScreenshot(e2e.page, `licence-categories-${language}`);

    await e2e.page.goto('/driving-licenses');
    await e2e.page.getByRole('link', { name: w.edit }).click();
    await fill(e2e.page, { notes: 'Permis nou' });
    await e2e.page.getByRole('button', { name: w.saveChanges }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/driving-licenses');
    await e2e.page.getByText('Permis nou').waitFor();
    expect(await e2e.page.locator('[data-license-id]').innerText()).toContain('B, AM');
    await dismissToasts(e2e.page);
    await saveScreenshot(e2e.page, `licences-${language}`);
    // The persisted cache is written at most once a second: the licence must be saved before
    // the next page loads (a reload restores the cache from what was saved).
    const saved = (text: string) => async () => ((await persistedCache(e2e.page)) ?? '').includes(text);
    await expect.poll(saved('B99887766'), { timeout: 15_000, interval: 250 }).toBe(true);

    // One visit online; then the signal goes and the pages still show the papers.
    await e2e.page.goto(`/automobiles/${carId}/insurances`);
    await e2e.page.getByText('RCA-OFF-9').waitFor();
    await waitForServiceWorkerControl(e2e.page);
    await expect.poll(saved('RCA-OFF-9'), { timeout: 15_000, interval: 250 }).toBe(true);
    await expect.poll(saved('B99887766')).toBe(true);
    await e2e.context.setOffline(true);
    await e2e.page.reload();
    await e2e.page.getByText('RCA-OFF-9').waitFor();
    await saveScreenshot(e2e.page, `documents-offline-${language}`);
    await e2e.page.goto('/driving-licenses');
    await e2e.page.getByText('B99887766').waitFor();
    await e2e.page.goto(`/automobiles/${carId}/insurances/add`);
    await e2e.page.getByText('Ești offline').waitFor();
    await fill(e2e.page, { provider: 'Typed offline' });
    await e2e.page.getByRole('button', { name: w.save, exact: true }).click();
    expect(await e2e.page.locator('[name="provider"]').inputValue()).toBe('Typed offline');
    await saveScreenshot(e2e.page, `documents-offline-form-${language}`);
  });
});

// English: the same screens' words, each checked once (the flows themselves are the Romanian
// tests'): a form's buttons and its date error, the papers' states on the automobile page, the
// warning at booking, editing and deleting a paper, the licence screens and the offline notice.
describe('papers in English', () => {
  it('say their buttons, errors, states, warning and offline notice in English', async () => {
    const w = words.en;
    const owner = await registerAccount(e2e.server.url);
    const lot = await createAvailableLot(e2e.server.url, owner.token, { identifier: 'W-en' });
    const driver = await newDriver(e2e.server.url, adminToken, { language: 'en' });
    const carId = driver.automobileId;
    await papersOfEveryState(driver, carId);
    const { data: licence } = await post(driver, 'driving-licenses', {
      number: 'B99887766',
      issue_date: day(-1000),
      expiry_date: day(2000),
    });
    await post(driver, `driving-licenses/${licence.id}/categories`, { category: 'B', obtained_at: day(-900) });
    await post(driver, `driving-licenses/${licence.id}/categories`, { category: 'AM', obtained_at: day(-1500) });

    // A form: its Save button and a date that does not exist, every field's error at once.
    await signInWithSession(e2e.page, driver, 'en', `/automobiles/${carId}/technical-inspections/add`);
    await fill(e2e.page, { issue_date: '31/02/2026' });
    await e2e.page.getByRole('button', { name: w.save, exact: true }).click();
    await e2e.page.getByText('Enter a valid date.').waitFor();
    expect(await e2e.page.locator('.field__error').count()).toBeGreaterThanOrEqual(3);
    await saveScreenshot(e2e.page, 'documents-invalid-date-en');

    // The state of each kind on the automobile page.
    await e2e.page.goto(`/automobiles/${carId}`);
    const state = (kind: string) => e2e.page.locator(`[data-kind="${kind}"] .pill`);
    await expect.poll(() => state('technical-inspections').textContent()).toBe(`Expired since ${shown(day(-3))}`);
    expect(await state('insurances').textContent()).toBe('Expires in 10 days');
    expect(await state('road-taxes').textContent()).toBe(`Valid until ${shown(day(335))}`);
    expect(await state('first-aid-kit-reminders').textContent()).toBe('None recorded');
    expect(await state('fire-extinguisher-reminders').textContent()).toBe('None recorded');
    await saveScreenshot(e2e.page, 'automobile-documents-en');

    // The warning at booking for the expired ITP.
    await e2e.page.goto('/');
    await e2e.page.locator(`.lot-card[data-lot-id="${lot.id}"]`).getByRole('button', { name: 'Reserve' }).click();
    const warning = e2e.page.getByTestId('document-warnings');
    await warning.waitFor();
    expect(await warning.innerText()).toContain(`The technical inspection (ITP) expired on ${shown(day(-3))}.`);
    await warning.getByRole('link', { name: 'Renew the ITP' }).waitFor();
    await saveScreenshot(e2e.page, 'booking-warning-en');

    // A paper's list, edited (Edit, Save changes) and deleted (Delete, confirmed).
    const list = `/automobiles/${carId}/insurances`;
    await e2e.page.goto(list);
    await e2e.page.getByRole('link', { name: w.edit }).first().click();
    await fill(e2e.page, { notes: 'Notă insurances' });
    await e2e.page.getByRole('button', { name: w.saveChanges }).click();
    await e2e.page.waitForURL((url) => url.pathname === list);
    await e2e.page.getByText('Notă insurances').waitFor();
    await dismissToasts(e2e.page);
    await saveScreenshot(e2e.page, 'documents-list-en');
    await e2e.page.getByRole('link', { name: w.edit }).first().click();
    await e2e.page.locator('[name="provider"]').waitFor();
    await saveScreenshot(e2e.page, 'documents-edit-en');
    await e2e.page.locator('.btn--destructive-ghost').click();
    await e2e.page.getByRole('dialog').getByRole('button', { name: w.delete }).click();
    await e2e.page.waitForURL((url) => url.pathname === list);
    await expect.poll(() => e2e.page.getByText('Notă insurances').count()).toBe(0);

    // The licence screens.
    await e2e.page.goto(`/driving-licenses/${licence.id}/categories`);
    await e2e.page.locator('[data-category="AM"]').waitFor();
    await saveScreenshot(e2e.page, 'licence-categories-en');
    await e2e.page.goto('/driving-licenses');
    await e2e.page.getByRole('link', { name: w.edit }).waitFor();
    expect(await e2e.page.locator('[data-license-id]').innerText()).toContain('B, AM');
    await saveScreenshot(e2e.page, 'licences-en');

    // With no signal (the pages from the device are the Romanian test's): the bar on a list, and
    // a form says it cannot save and keeps what was typed.
    await e2e.page.goto(`/automobiles/${carId}/road-taxes`);
    await e2e.page.getByRole('link', { name: w.edit }).first().waitFor();
    await e2e.context.setOffline(true);
    await e2e.page.getByTestId('offline-banner').waitFor();
    await saveScreenshot(e2e.page, 'documents-offline-en');
    await e2e.context.setOffline(false);
    await e2e.page.goto(`/automobiles/${carId}/road-taxes/add`);
    await e2e.page.locator('[name="policy_number"]').waitFor();
    await e2e.context.setOffline(true);
    await e2e.page.getByText('You are offline').waitFor();
    await fill(e2e.page, { policy_number: 'Typed offline' });
    await e2e.page.getByRole('button', { name: w.save, exact: true }).click();
    expect(await e2e.page.locator('[name="policy_number"]').inputValue()).toBe('Typed offline');
    await saveScreenshot(e2e.page, 'documents-offline-form-en');
  });
});
