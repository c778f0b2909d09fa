import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, blocking } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession, type E2eAccount } from '../support/e2e-accounts';
import { apiLogin, callApi } from '../support/e2e-api';
import { e2eAdmin, useAdminPages } from '../support/e2e-admin';
import { newDriver, reserveThroughApi, seedLot, type Driver } from '../support/e2e-finder-data';
import { dismissToasts } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';

// Ratings both ways (docs/ratings.md): the driver rates after finalizing, a card shows the
// average once the lot has 3 shown ratings and "Cancels often" for an owner with 2 strikes,
// and an administrator hides a reported rating. Each test seeds its own lots, kilometres apart.
const e2e = useE2eSession({
  tiles: true,
  env: (tiles) => ({ TILE_URL: tiles?.template ?? '', ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password }),
});
const openAdmin = useAdminPages(e2e);

let adminToken: string;
let owner: E2eAccount;

beforeAll(async () => {
  adminToken = await apiLogin(e2e.server.url, e2eAdmin.email, e2eAdmin.password);
  owner = await registerAccount(e2e.server.url, { name: 'Ion Proprietar' });
});

const words = {
  ro: {
    finalize: 'Finalizează',
    rateLot: 'Evaluează locul de parcare',
    star: (n: number) => `${n} din 5 stele`,
    safe: 'Sigur',
    text: 'Câteva cuvinte pentru alți șoferi',
    send: 'Trimite evaluarea',
    yours: 'Evaluarea ta',
    ratings: '(3 evaluări)',
    cancelsOften: 'Anulează des',
    report: 'Raportează',
    sendReport: 'Trimite raportul',
    hide: 'Ascunde',
    none: 'Nicio evaluare raportată nu așteaptă.',
    noRatings: 'Încă nu există evaluări.',
  },
  en: {
    finalize: 'Finalize',
    rateLot: 'Rate this parking lot',
    star: (n: number) => `${n} of 5 stars`,
    safe: 'Safe',
    text: 'A few words for other drivers',
    send: 'Send rating',
    yours: 'Your rating',
    ratings: '(3 ratings)',
    cancelsOften: 'Cancels often',
    report: 'Report',
    sendReport: 'Send report',
    hide: 'Hide',
    none: 'No reported rating is waiting.',
    noRatings: 'No ratings yet.',
  },
};

/** A reservation of the driver's car from now for an hour, finalized and rated by both sides through the API. */
async function ratedStay(driver: Driver, lotId: number, stars: number, text: string, lotOwner = owner) {
  const { id } = await reserveThroughApi(e2e.server.url, driver, lotId, DateTime.now(), 60);
  await callApi(e2e.server.url, driver.token, 'PUT', `reservations/${id}`, { status: 'finalized' });
  await callApi(e2e.server.url, driver.token, 'POST', `reservations/${id}/rating`, { stars, text });
  await callApi(e2e.server.url, lotOwner.token, 'POST', `reservations/${id}/rating`, { stars: 5 });
  return id;
}

describe('ratings', () => {
  for (const [index, language] of (['ro', 'en'] as const).entries()) {
    const w = words[language];

    it(`lets the driver rate the lot right after finalizing (${language})`, async () => {
      const lot = await seedLot(e2e.server.url, owner.token, {
        identifier: `R-${language}1`,
        zone: 'Centru',
        north: 0,
        east: 3000 + index * 3000,
      });
      const driver = await newDriver(e2e.server.url, adminToken, { language, name: `Maria Șofer ${language}` });
      const { id } = await reserveThroughApi(e2e.server.url, driver, lot.id, DateTime.now(), 60);
      await signInWithSession(e2e.page, driver, language, `/reservations/${id}`);
      await e2e.page.getByRole('button', { name: w.finalize }).first().click();
      await e2e.page.getByRole('dialog').getByRole('button', { name: w.finalize }).click();

      const panel = e2e.page.getByTestId('rating-panel');
      await panel.getByRole('heading', { name: w.rateLot }).waitFor();
      await dismissToasts(e2e.page);
      await panel.getByLabel(w.star(4)).check({ force: true });
      await panel.getByLabel(w.safe).check();
      await panel.getByLabel(w.text).fill('Loc larg, intrare ușoară.');
      await saveScreenshot(e2e.page, `rating-form-${language}`);
      expect(blocking(await axeViolations(e2e.page), true)).toEqual([]);
      await panel.getByRole('button', { name: w.send }).click();
      await panel.getByRole('heading', { name: w.yours }).waitFor();
      await panel.getByText('Loc larg, intrare ușoară.').waitFor();
      expect(await panel.getByRole('img', { name: w.star(4) }).count()).toBe(1);
      await dismissToasts(e2e.page);
      await saveScreenshot(e2e.page, `rating-saved-${language}`);

      const stored = await callApi<{ data: { mine: { stars: number; tags: string[] } | null } }>(
        e2e.server.url,
        driver.token,
        'GET',
        `reservations/${id}/rating`,
      );
      expect(stored.data.mine).toMatchObject({ stars: 4, tags: ['safe'] });
    });

    it(`shows the average on the card once 3 ratings exist, and "Cancels often" (${language})`, async () => {
      const east = 4000 + index * 3000;
      // An owner of this case's own: the other language's two cancels would make four strikes
      // in 30 days, which take an owner's lots out of search (docs/ratings.md).
      const cardOwner = await registerAccount(e2e.server.url, { name: `Ana Proprietar ${language}` });
      const lot = await seedLot(e2e.server.url, cardOwner.token, {
        identifier: `R-${language}2`,
        zone: 'Centru',
        north: 0,
        east,
      });
      const drivers = await Promise.all(
        [1, 2, 3].map((n) => newDriver(e2e.server.url, adminToken, { language, name: `Șofer ${n} ${language}` })),
      );
      await ratedStay(drivers[0]!, lot.id, 5, 'Foarte bine.', cardOwner);
      await ratedStay(drivers[1]!, lot.id, 4, 'Bine.', cardOwner);
      await ratedStay(drivers[2]!, lot.id, 4, 'Ok.', cardOwner);
      // The owner cancels two bookings of another lot of theirs: two strikes.
      const other = await seedLot(e2e.server.url, cardOwner.token, {
        identifier: `R-${language}3`,
        zone: 'Centru',
        north: 200,
        east,
      });
      for (const hours of [2, 4]) {
        const booked = await reserveThroughApi(
          e2e.server.url,
          drivers[0]!,
          other.id,
          DateTime.now().plus({ hours }),
          30,
        );
        await callApi(e2e.server.url, cardOwner.token, 'PUT', `reservations/${booked.id}`, { status: 'cancelled' });
      }
      const searcher = drivers[2]!;
      await signInWithSession(e2e.page, searcher, language, `/?lat=${lot.latitude}&lng=${lot.longitude}&zoom=18`);
      const card = e2e.page.locator(`.lot-card[data-lot-id="${lot.id}"]`);
      await card.waitFor({ timeout: 30_000 });
      const rating = card.getByTestId('lot-rating');
      await expect.poll(() => rating.textContent(), { timeout: 15_000 }).toContain(language === 'ro' ? '4,3' : '4.3');
      expect(await rating.textContent()).toContain(w.ratings);
      await card.getByTestId('cancels-often').getByText(w.cancelsOften).waitFor();
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(e2e.page, `rating-card-${language}`);

      await rating.click();
      await e2e.page.waitForURL((url) => url.pathname === `/parking-lots/${lot.id}/ratings`);
      await e2e.page
        .getByTestId('rating-summary')
        .getByText(language === 'ro' ? '4,3' : '4.3')
        .waitFor();
      await e2e.page.getByText('Foarte bine.').waitFor();
      await saveScreenshot(e2e.page, `rating-list-${language}`);
      expect(blocking(await axeViolations(e2e.page), true)).toEqual([]);
    }, 180_000);

    it(`lets an administrator hide a reported rating (${language})`, async () => {
      const lot = await seedLot(e2e.server.url, owner.token, {
        identifier: `R-${language}4`,
        zone: 'Centru',
        north: 0,
        east: 5000 + index * 3000,
      });
      const driver = await newDriver(e2e.server.url, adminToken, { language, name: `Radu Grăbit ${language}` });
      await ratedStay(driver, lot.id, 1, `Proprietar nepoliticos ${language}`);

      // The owner reports it from the lot's ratings.
      await signInWithSession(e2e.page, owner, language, `/parking-lots/${lot.id}/ratings`);
      await e2e.page.getByText(`Proprietar nepoliticos ${language}`).waitFor();
      await e2e.page.getByRole('button', { name: w.report }).click();
      const dialog = e2e.page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('Jignitor');
      await saveScreenshot(e2e.page, `rating-report-${language}`);
      await dialog.getByRole('button', { name: w.sendReport }).click();
      await dialog.waitFor({ state: 'hidden' });

      const admin = await openAdmin({ tag: language, language, desktop: false }, e2eAdmin, '/admin/ratings');
      const item = admin.locator('.list__item').filter({ hasText: `Proprietar nepoliticos ${language}` });
      await item.getByText('Jignitor').waitFor();
      await saveScreenshot(admin, `rating-admin-${language}`);
      expect(blocking(await axeViolations(admin), true)).toEqual([]);
      await item.getByRole('button', { name: w.hide }).click();
      await admin.getByRole('dialog').getByRole('button', { name: w.hide }).click();
      await expect.poll(() => item.count()).toBe(0);
      await dismissToasts(admin);
      await admin.getByText(w.none).waitFor();
      await saveScreenshot(admin, `rating-admin-done-${language}`);

      await e2e.page.reload();
      await e2e.page.getByText(w.noRatings).waitFor();
      expect(await e2e.page.getByText(`Proprietar nepoliticos ${language}`).count()).toBe(0);
    });
  }
});
