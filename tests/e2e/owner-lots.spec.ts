import { describe, expect, it } from 'vitest';
import { newPhoneContext, saveScreenshot } from '../support/browser';
import { registerAccount } from '../support/e2e-accounts';
import { callApi } from '../support/e2e-api';
import {
  createLocation,
  dismissToasts,
  signInAs,
  tapDialEast,
  tapPickerMapCentre,
  type OwnedLot,
} from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';

const e2e = useE2eSession({ tiles: true, admin: { email: 'admin-lots@example.test', password: 'admin-parola-1' } });

const minutesBetween = (from: string, to: string) =>
  (Date.parse(to.replace(' ', 'T')) - Date.parse(from.replace(' ', 'T'))) / 60_000;

describe('an owner publishes a lot and a driver books it', () => {
  it(
    'adds it with the map picker and the dial, makes it available for 60 minutes, and sees the booking made on home',
    { timeout: 180_000 },
    async () => {
      const location = await createLocation(e2e.server.url, e2e.adminToken, 44.4262, 26.1031);
      const owner = await registerAccount(e2e.server.url, { name: 'Ion Proprietar' });
      const driver = await registerAccount(e2e.server.url, { name: 'Dana Șofer' });
      await callApi(e2e.server.url, e2e.adminToken, 'POST', `admin/users/${driver.userId}/credits`, {
        amount: 300,
        description: 'Test',
      });

      // The driver keeps a car first, through /automobiles/add.
      const driverContext = await newPhoneContext(e2e.browser, e2e.server.url);
      const driverPage = await driverContext.newPage();
      await signInAs(driverPage, driver);
      await driverPage.goto('/automobiles/add');
      await driverPage.getByLabel('Număr de înmatriculare').fill('b 77 lot');
      await driverPage.getByLabel(/^Marcă/).fill('Dacia');
      await driverPage.getByRole('button', { name: 'Adaugă automobil' }).click();
      await driverPage.waitForURL((url) => url.pathname === '/automobiles');
      await driverPage.getByText('B77LOT').waitFor();

      // The owner adds the lot: a location, a tap on the map, a tap on the dial.
      await signInAs(e2e.page, owner);
      await e2e.page.getByRole('link', { name: 'Parcări' }).click();
      await e2e.page.getByText('Nu ai încă locuri de parcare').waitFor();
      await e2e.page.getByRole('link', { name: 'Adaugă loc de parcare' }).click();
      await e2e.page.waitForURL((url) => url.pathname === '/parking-lots/add');
      await e2e.page.getByLabel('Număr loc').fill('E2E-12');
      await e2e.page.getByLabel(/^Zon/).fill('A');
      await e2e.page.getByLabel('Locație').selectOption({ label: `${location.title} · Bd. Unirii 1` });
      await expect.poll(() => e2e.tiles.requests.length, { timeout: 20_000 }).toBeGreaterThan(0);
      // The map eases to the chosen location (longer on a busy machine); the tap waits until it
      // stops moving, as a person would: a tap made earlier would stop it short of the location.
      await tapPickerMapCentre(e2e.page);
      expect(Number(await e2e.page.getByLabel('Latitudine').inputValue())).toBeCloseTo(44.4262, 4);
      expect(Number(await e2e.page.getByLabel('Longitudine').inputValue())).toBeCloseTo(26.1031, 4);
      await tapDialEast(e2e.page, 'Direcția de intrare');
      const dial = e2e.page.getByRole('slider', { name: 'Direcția de intrare' });
      await expect.poll(() => dial.getAttribute('aria-valuenow')).toBe('90');
      expect(await e2e.page.locator('.lot-pin g').getAttribute('transform')).toContain('rotate(90');
      await e2e.page.getByRole('button', { name: 'Rotește 15° la dreapta' }).click();
      expect(await dial.getAttribute('aria-valuenow')).toBe('105');
      await dismissToasts(e2e.page);
      await e2e.page
        .getByRole('heading', { name: 'Poziție' })
        .evaluate((h) => h.parentElement!.scrollIntoView({ block: 'start' }));
      await saveScreenshot(e2e.page, 'lot-form-map-ro');
      await e2e.page
        .getByRole('heading', { name: 'Direcția de intrare' })
        .evaluate((h) => h.parentElement!.scrollIntoView({ block: 'start' }));
      await saveScreenshot(e2e.page, 'lot-form-dial-ro');

      await e2e.page.getByRole('button', { name: 'Adaugă loc de parcare' }).click();
      await e2e.page.waitForURL((url) => /^\/parking-lots\/\d+$/.test(url.pathname));
      const lotId = Number(new URL(e2e.page.url()).pathname.split('/').pop());
      const saved = await callApi<OwnedLot>(e2e.server.url, owner.token, 'GET', `parking-lots/${lotId}`);
      expect(saved).toMatchObject({ orientation_degrees: 105, location_id: location.id, available_from: null });
      expect(saved.latitude).toBeCloseTo(44.4262, 4);
      expect(saved.longitude).toBeCloseTo(26.1031, 4);
      await e2e.page.getByText('Privat', { exact: true }).waitFor();

      // Fast availability: one tap on "1 h".
      await e2e.page
        .getByRole('group', { name: 'Disponibilitate rapidă pentru E2E-12' })
        .getByRole('button', { name: '1 h', exact: true })
        .click();
      await e2e.page.getByText('Disponibilitate setată').waitFor();
      const available = await callApi<OwnedLot>(e2e.server.url, owner.token, 'GET', `parking-lots/${lotId}`);
      expect(available.available).toBe(true);
      expect(minutesBetween(available.available_from!, available.available_to!)).toBe(60);
      // Its end is an hour away: after 23:00 that is tomorrow, and the pill gives the date.
      await e2e.page.getByText(/^Disponibil până la (\d\d\/\d\d\/\d{4} )?\d\d:\d\d$/).waitFor();
      await dismissToasts(e2e.page);
      await saveScreenshot(e2e.page, 'lot-details-ro');

      // 'View on map': home, map mode, centred on the lot and with it selected.
      await e2e.page.getByRole('link', { name: 'Vezi pe hartă' }).click();
      await e2e.page.waitForURL((url) => url.pathname === '/');
      await e2e.page
        .locator(`.finder[data-mode="map"] .lot-panel[data-lot-id="${lotId}"]`)
        .waitFor({ timeout: 20_000 });

      // The driver finds it on home and books it with the car.
      await driverPage.goto('/?lat=44.4262&lng=26.1031&zoom=19&mode=list');
      const card = driverPage.locator(`.lot-card[data-lot-id="${lotId}"]`);
      await card.waitFor({ timeout: 20_000 });
      await card.locator('.lot-card__reserve').click();
      const panel = driverPage.locator(`.lot-panel[data-lot-id="${lotId}"]`);
      await panel.locator('select').first().selectOption({ label: 'B77LOT · Dacia' });
      await panel.locator('button[type="submit"]').click();
      const sent = async () =>
        (
          await callApi<{ data: { parking_lot_id: number; automobile_registration: string }[] }>(
            e2e.server.url,
            driver.token,
            'GET',
            'reservations?type=sent',
          )
        ).data;
      await expect
        .poll(sent, { timeout: 15_000 })
        .toEqual([expect.objectContaining({ parking_lot_id: lotId, automobile_registration: 'B77LOT' })]);
      await driverContext.close();

      // The owner's lot details show it; the list counts it; the lot cannot be deleted now.
      await e2e.page.goto(`/parking-lots/${lotId}`);
      await e2e.page.getByRole('list', { name: 'Rezervări viitoare' }).getByText('B77LOT').waitFor();
      await e2e.page
        .getByRole('heading', { name: 'Rezervări viitoare' })
        .evaluate((h) => h.parentElement!.scrollIntoView({ block: 'center' }));
      await saveScreenshot(e2e.page, 'lot-details-booked-ro');
      await e2e.page.getByRole('button', { name: 'Șterge locul de parcare' }).click();
      await e2e.page
        .getByRole('dialog', { name: 'Ștergi locul de parcare E2E-12?' })
        .getByRole('button', { name: 'Șterge' })
        .click();
      await e2e.page
        .getByText('Acest loc de parcare are rezervări programate sau active și nu poate fi șters.')
        .waitFor();
      await callApi(e2e.server.url, owner.token, 'GET', `parking-lots/${lotId}`);
      await e2e.page.getByRole('link', { name: 'Înapoi' }).click();
      await e2e.page.getByText('1 rezervare viitoare').waitFor();
      await dismissToasts(e2e.page);
      await saveScreenshot(e2e.page, 'lot-list-ro');
    },
  );
});
