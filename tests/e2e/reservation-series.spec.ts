import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession, type E2eAccount } from '../support/e2e-accounts';
import { apiLogin, callApi } from '../support/e2e-api';
import { e2eAdmin } from '../support/e2e-admin';
import { grantCredits } from '../support/e2e-booking';
import { newDriver, reserveThroughApi, seedLot } from '../support/e2e-finder-data';
import { dismissToasts } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';

// Recurring bookings (issue 46, docs/recurring.md): a commuter books Monday-Friday 08:00-18:00
// for 4 weeks from the lot's sheet, sees the preview name the one date someone else holds,
// books the others, finds the series as one card and cancels a Wednesday for its credits.
const e2e = useE2eSession({
  env: () => ({ ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password }),
});
const zone = 'Europe/Bucharest';

let adminToken: string;
let owner: E2eAccount;

beforeAll(async () => {
  adminToken = await apiLogin(e2e.server.url, e2eAdmin.email, e2eAdmin.password);
  owner = await registerAccount(e2e.server.url, { name: 'Ion Proprietar' });
});

const words = {
  ro: {
    repeat: 'Repetă',
    days: ['Luni', 'Marți', 'Miercuri', 'Joi', 'Vineri', 'Sâmbătă', 'Duminică'],
    preview: 'Vezi zilele',
    taken: 'Ocupat de altă rezervare',
    summary: 'Libere: 19 zile din 20',
    book: /^Rezervă 19 zile \(11\.400 de credite\)$/,
    booked: 'Serie rezervată: 19 zile',
    series: 'Serii',
    when: 'Luni–Vineri',
    cancelOne: 'Anulează o zi',
    refunded: 'Zi anulată. 600 de credite returnate',
    remaining: 'Rămase: 18 zile',
  },
  en: {
    repeat: 'Repeat',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    preview: 'Preview the dates',
    taken: 'Taken by another booking',
    summary: '19 dates free of 20',
    book: /^Book 19 dates \(11,400 credits\)$/,
    booked: 'Series booked: 19 dates',
    series: 'Series',
    when: 'Monday–Friday',
    cancelOne: 'Cancel one date',
    refunded: 'Date cancelled. 600 credits refunded',
    remaining: 'Remaining: 18 dates',
  },
};

const balanceOf = async (token: string) =>
  (await callApi<{ balance: number }>(e2e.server.url, token, 'GET', 'credits')).balance;

describe('recurring bookings', () => {
  for (const [index, language] of (['ro', 'en'] as const).entries()) {
    const w = words[language];

    it(`books Monday-Friday for 4 weeks from the sheet, then cancels one Wednesday (${language})`, async () => {
      const lot = await seedLot(e2e.server.url, owner.token, {
        identifier: `S-${language}1`,
        zone: 'Centru',
        north: 0,
        east: 3000 + index * 3000,
      });
      const driver = await newDriver(e2e.server.url, adminToken, { language, name: `Maria Navetistă ${language}` });
      await grantCredits(e2e.server.url, adminToken, driver.userId, 12_000, 'Credite de test');
      // The next Monday; someone else holds Tuesday of the second week from 10:00 to 11:00.
      const today = DateTime.now().setZone(zone).startOf('day');
      const monday = today.plus({ days: 8 - today.weekday });
      const conflict = monday.plus({ days: 8 });
      const other = await newDriver(e2e.server.url, adminToken, { language, name: `Alt Șofer ${language}` });
      await reserveThroughApi(e2e.server.url, other, lot.id, conflict.set({ hour: 10 }), 60);

      // The finder's range: Monday 08:00-18:00, planned in this visit.
      await signInWithSession(e2e.page, driver, language, '/');
      const from = monday.set({ hour: 8 });
      await e2e.page.evaluate(
        ([start, end]) => {
          const saved = JSON.parse(localStorage.getItem('finder') ?? '{}') as object;
          const range = { from: start, to: end, followsNow: false };
          localStorage.setItem('finder', JSON.stringify({ ...saved, mode: 'list', range, savedAt: Date.now() }));
        },
        [from.toFormat('yyyy-MM-dd HH:mm'), from.set({ hour: 18 }).toFormat('yyyy-MM-dd HH:mm')] as const,
      );
      await e2e.page.goto(`/?lat=${lot.latitude}&lng=${lot.longitude}&zoom=19&lot=${lot.id}&mode=list`);
      const panel = e2e.page.locator('.lot-panel');
      await panel.getByRole('switch', { name: w.repeat }).check();
      const chips = panel.getByRole('group', { name: language === 'ro' ? 'Zilele săptămânii' : 'Days of the week' });
      for (const [i, day] of w.days.entries()) {
        expect(await chips.getByRole('button', { name: day, exact: true }).getAttribute('aria-pressed')).toBe(
          String(i < 5),
        );
      }
      await panel.getByRole('button', { name: w.preview }).click();

      // The preview: 20 dates, one not free with its reason in words, no raw dates.
      const preview = panel.getByTestId('series-preview');
      await preview.waitFor();
      expect(await preview.locator('li').count()).toBe(20);
      const notFree = preview.locator('li[data-free="false"]');
      expect(await notFree.count()).toBe(1);
      const conflictText = await notFree.innerText();
      expect(conflictText).toContain(`${w.days[1]}, ${conflict.toFormat('dd/MM/yyyy')}`);
      expect(conflictText).toContain(w.taken);
      expect(await preview.innerText()).toContain(w.summary);
      expect(await preview.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      const book = panel.getByRole('button', { name: w.book });
      // The sheet unfolded, the named conflict in view.
      await panel.locator('.lot-panel__grip[aria-expanded="false"]').click();
      await notFree.scrollIntoViewIfNeeded();
      await saveScreenshot(e2e.page, `series-preview-${language}`);
      const before = await balanceOf(driver.token);
      await book.click();

      // Booked: the reservations screen shows the series as one card.
      await e2e.page.waitForURL((url) => url.pathname === '/reservations');
      await e2e.page.getByText(w.booked).first().waitFor();
      expect(before - (await balanceOf(driver.token))).toBe(19 * 600);
      const section = e2e.page.getByTestId('series-section');
      await section.getByRole('heading', { name: w.series }).waitFor();
      const card = section.locator('.series-card');
      expect(await card.count()).toBe(1);
      expect(await card.innerText()).toContain(w.when);
      expect(await card.innerText()).toContain('08:00–18:00');
      expect(await card.innerText()).toContain('B100ABC');
      await dismissToasts(e2e.page);
      await saveScreenshot(e2e.page, `series-card-${language}`);

      // Cancel the first Wednesday: its 600 credits come back.
      const wednesday = monday.plus({ days: 2 });
      const afterBooking = await balanceOf(driver.token);
      // Each date's button names its date (hidden words after "Cancel").
      await card.getByRole('button', { name: `${w.days[2]}, ${wednesday.toFormat('dd/MM/yyyy')}` }).click();
      const dialog = e2e.page.getByRole('dialog');
      await dialog.getByRole('button', { name: w.cancelOne }).waitFor();
      await saveScreenshot(e2e.page, `series-cancel-${language}`);
      await dialog.getByRole('button', { name: w.cancelOne }).click();
      await e2e.page.getByText(w.refunded).first().waitFor();
      expect((await balanceOf(driver.token)) - afterBooking).toBe(600);
      await expect.poll(() => card.innerText()).toContain(w.remaining);
      expect(await card.innerText()).not.toContain(wednesday.toFormat('dd/MM/yyyy'));
    });
  }
});
