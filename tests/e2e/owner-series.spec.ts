import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession, type E2eAccount } from '../support/e2e-accounts';
import { apiLogin, callApi } from '../support/e2e-api';
import { e2eAdmin } from '../support/e2e-admin';
import { grantCredits } from '../support/e2e-booking';
import { newDriver, seedLot } from '../support/e2e-finder-data';
import { useE2eSession } from '../support/e2e-session';

// The owner's side of a series (issue 46, point 5): the lot's calendar shows a commuter's
// Monday-Friday series as one entry (car, days, hours, dates left), opened for its dates.
const e2e = useE2eSession({
  env: () => ({ ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password }),
});
const zone = 'Europe/Bucharest';

let adminToken: string;

beforeAll(async () => {
  adminToken = await apiLogin(e2e.server.url, e2eAdmin.email, e2eAdmin.password);
});

const words = {
  ro: { title: 'Rezervări recurente', when: 'Luni–Vineri', remaining: 'Rămase: 10 zile', day: 'Miercuri' },
  en: { title: 'Recurring bookings', when: 'Monday–Friday', remaining: 'Remaining: 10 dates', day: 'Wednesday' },
};

describe("the owner's calendar", () => {
  for (const [index, language] of (['ro', 'en'] as const).entries()) {
    const w = words[language];

    it(`shows a series as one entry with its dates (${language})`, async () => {
      const owner: E2eAccount = await registerAccount(e2e.server.url, { name: 'Ion Proprietar', language });
      const lot = await seedLot(e2e.server.url, owner.token, {
        identifier: `O-${language}1`,
        zone: 'Centru',
        north: 2000,
        east: 3000 + index * 3000,
      });
      const driver = await newDriver(e2e.server.url, adminToken, { language, name: `Maria Navetistă ${language}` });
      await grantCredits(e2e.server.url, adminToken, driver.userId, 12_000, 'Credite de test');
      const today = DateTime.now().setZone(zone).startOf('day');
      const monday = today.plus({ days: 8 - today.weekday });
      await callApi(
        e2e.server.url,
        driver.token,
        'POST',
        'reservation-series',
        {
          parking_lot_id: lot.id,
          automobile_id: driver.automobileId,
          weekdays: [1, 2, 3, 4, 5],
          from: '08:00',
          to: '18:00',
          start_date: monday.toFormat('yyyy-MM-dd'),
          weeks: 2,
        },
        201,
      );

      await signInWithSession(e2e.page, owner, language, `/parking-lots/${lot.id}/calendar?week=${monday.toISODate()}`);
      const list = e2e.page.locator('.lot-series');
      await list.getByRole('heading', { name: w.title }).waitFor();
      const entries = list.locator('.lot-series__item');
      expect(await entries.count()).toBe(1);
      const entry = entries.first();
      const text = await entry.innerText();
      expect(text).toContain(w.when);
      expect(text).toContain('08:00–18:00');
      expect(text).toContain('B100ABC');
      expect(text).toContain(w.remaining);
      // The week's five dates are drawn as one series' bookings.
      expect(await e2e.page.locator('.lot-calendar__booking.is-series').count()).toBe(5);

      await entry.locator('summary').click();
      const wednesday = monday.plus({ days: 2 });
      const date = entry.getByRole('link', { name: `${w.day}, ${wednesday.toFormat('dd/MM/yyyy')}` });
      await date.waitFor();
      expect(await entry.getByRole('link').count()).toBe(10);
      expect(await entry.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      await entry.scrollIntoViewIfNeeded();
      await saveScreenshot(e2e.page, `owner-series-${language}`);
      await date.click();
      await e2e.page.waitForURL((url) => url.pathname.startsWith('/reservations/'));
    });
  }
});
