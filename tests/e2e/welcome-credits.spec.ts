import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession } from '../support/e2e-accounts';
import { apiCall } from '../support/e2e-booking';
import { seedLot, type SeededLot } from '../support/e2e-finder-data';
import { useE2eSession } from '../support/e2e-session';

// WELCOME_CREDITS: a new account can book at once, with no one granting it anything first.
const e2e = useE2eSession({ tiles: true, env: () => ({ WELCOME_CREDITS: '60' }) });
const lots: Record<string, SeededLot> = {};

beforeAll(async () => {
  const owner = await registerAccount(e2e.server.url, { name: 'Ioana Proprietar' });
  for (const [identifier, east] of [
    ['W-101', -15],
    ['W-102', 15],
  ] as const)
    lots[identifier] = await seedLot(e2e.server.url, owner.token, { identifier, zone: 'Centru', north: 10, east });
});

const words = {
  ro: {
    welcome: 'Prima oră e din partea noastră',
    reserve: 'Rezervă',
    created: 'Rezervare creată',
    enough: 'Ajung pentru 1 h de parcare',
  },
  en: {
    welcome: 'The first hour is on us',
    reserve: 'Reserve',
    created: 'Reservation created',
    enough: 'Enough for 1 h',
  },
};

describe('the welcome credits of a new account', () => {
  for (const [language, identifier] of [
    ['ro', 'W-101'],
    ['en', 'W-102'],
  ] as const) {
    it(`shows them on the credits screen and books a lot at once (${language})`, async () => {
      const w = words[language];
      const driver = await registerAccount(e2e.server.url, { language, name: 'Mara Nouă' });
      await apiCall(e2e.server.url, driver.token, 'POST', 'automobiles', {
        registration_number: 'B 60 NOU',
        make: 'Dacia',
        model: 'Spring',
      });
      await signInWithSession(e2e.page, driver, language, '/credits');
      await expect.poll(() => e2e.page.getByTestId('balance').textContent()).toContain('60');
      await e2e.page.getByText(w.enough).waitFor();
      await e2e.page.getByText(w.welcome).waitFor();
      await saveScreenshot(e2e.page, `welcome-credits-${language}`);

      await e2e.page.goto('/');
      const card = e2e.page.locator(`.lot-card[data-lot-id="${lots[identifier]!.id}"]`);
      await card.getByRole('button', { name: w.reserve }).click();
      const panel = e2e.page.locator('.lot-panel');
      await panel.getByRole('button', { name: w.reserve }).click();
      await panel.getByText(w.created).first().waitFor();
      await saveScreenshot(e2e.page, `welcome-credits-booked-${language}`);
      const booked = await apiCall<{ data: { parking_lot_id: number }[] }>(
        e2e.server.url,
        driver.token,
        'GET',
        'reservations?type=sent',
      );
      expect(booked.data.map((r) => r.parking_lot_id)).toEqual([lots[identifier]!.id]);
    });
  }
});
