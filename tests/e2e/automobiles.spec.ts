import { beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { registerAccount, type E2eAccount } from '../support/e2e-accounts';
import { apiLogin, callApi } from '../support/e2e-api';
import { dismissToasts, signInAs } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';

const admin = { email: 'admin-cars@example.test', password: 'admin-parola-1' };
const e2e = useE2eSession({ env: () => ({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }) });
let adminToken: string;

beforeAll(async () => {
  adminToken = await apiLogin(e2e.server.url, admin.email, admin.password);
});

const addCar = (account: E2eAccount, car: Record<string, string | null>) =>
  callApi<{ data: { id: number } }>(e2e.server.url, account.token, 'POST', 'automobiles', car, 201).then(
    (answer) => answer.data,
  );

describe('automobiles', () => {
  it('adds a car with its VIN checked on the client, then edits it without sending the registration', async () => {
    const driver = await registerAccount(e2e.server.url);
    await signInAs(e2e.page, driver);
    const sent: { method: string; body: string | null }[] = [];
    e2e.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/automobiles') && request.method() !== 'GET')
        sent.push({ method: request.method(), body: request.postData() });
    });

    await e2e.page.goto('/automobiles');
    await e2e.page.getByText('Niciun automobil încă').waitFor();
    await e2e.page.getByRole('link', { name: 'Adaugă automobil' }).click();
    await e2e.page.getByLabel('Număr de înmatriculare').fill('b-12-xyz');
    await e2e.page.getByLabel(/^Marcă/).fill('Dacia');
    await e2e.page.getByLabel(/^Model/).fill('Logan');
    await e2e.page.getByLabel(/^VIN/).fill('UU1KSD0F12345678O');
    await e2e.page.getByRole('button', { name: 'Adaugă automobil' }).click();
    await e2e.page.getByText('VIN-ul are 17 litere și cifre, fără I, O sau Q.').waitFor();
    await e2e.page.getByText('Corectează erorile din formular').waitFor();
    expect(sent).toEqual([]);

    await e2e.page.getByLabel(/^VIN/).fill('uu1ksd0f123456789');
    await e2e.page.getByRole('button', { name: 'Adaugă automobil' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/automobiles');
    const row = e2e.page.getByRole('link').filter({ hasText: 'B12XYZ' });
    await row.getByText('Dacia Logan').waitFor();
    await row.getByText('VIN UU1KSD0F123456789').waitFor();

    await row.click();
    await e2e.page.waitForURL((url) => /^\/automobiles\/\d+$/.test(url.pathname));
    await e2e.page.getByRole('link', { name: 'Modifică' }).click();
    await e2e.page.waitForURL((url) => /^\/automobiles\/\d+\/edit$/.test(url.pathname));
    await e2e.page
      .getByText('Numărul de înmatriculare nu se poate schimba. Pentru un alt număr, adaugă alt automobil.')
      .waitFor();
    expect(await e2e.page.locator('input[name="registration_number"]').count()).toBe(0);
    await e2e.page.getByLabel(/^Model/).fill('Sandero');
    await e2e.page.getByRole('button', { name: 'Salvează modificările' }).click();
    await e2e.page.waitForURL((url) => /^\/automobiles\/\d+$/.test(url.pathname));
    await e2e.page.getByText('Sandero', { exact: true }).waitFor();

    const put = sent.find((r) => r.method === 'PUT');
    // The size fields go blank (no limit known): the server keeps them empty.
    expect(JSON.parse(put!.body!)).toEqual({
      make: 'Dacia',
      model: 'Sandero',
      vin: 'UU1KSD0F123456789',
      height_cm: '',
      length_cm: '',
    });
    await e2e.page.getByRole('link', { name: 'Înapoi' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/automobiles');
    await e2e.page.getByText('Dacia Sandero').waitFor();
  });

  it('does not delete a car booked for a reservation (the server says why), and deletes it once free', async () => {
    const owner = await registerAccount(e2e.server.url);
    const driver = await registerAccount(e2e.server.url);
    const car = await addCar(driver, { registration_number: 'CJ 01 ABC', make: 'Skoda', model: 'Fabia', vin: null });
    const lot = await callApi<{ id: number }>(
      e2e.server.url,
      owner.token,
      'POST',
      'parking-lots',
      { identifier: 'A-1', latitude: 44.43, longitude: 26.1 },
      201,
    );
    await callApi(e2e.server.url, owner.token, 'POST', `parking-lots/${lot.id}/availability`, {
      duration_minutes: null,
    });
    await callApi(e2e.server.url, adminToken, 'POST', `admin/users/${driver.userId}/credits`, {
      amount: 200,
      description: 'Test',
    });
    const start = Date.now() + 10 * 60_000;
    const reservation = await callApi<{ id: number }>(
      e2e.server.url,
      driver.token,
      'POST',
      'reservations',
      {
        parking_lot_id: lot.id,
        automobile_id: car.id,
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + 30 * 60_000).toISOString(),
      },
      201,
    );

    await signInAs(e2e.page, driver);
    await e2e.page.goto(`/automobiles/${car.id}`);
    await e2e.page.getByRole('button', { name: 'Șterge automobilul' }).click();
    const confirm = e2e.page.getByRole('dialog', { name: 'Ștergi automobilul CJ01ABC?' });
    await confirm.getByText('Ștergi acest element?').waitFor();
    await confirm.getByRole('button', { name: 'Șterge' }).click();
    await e2e.page
      .getByText(
        'Acest automobil are o rezervare programată sau activă. Anulează sau încheie rezervarea înainte de a șterge automobilul.',
      )
      .waitFor();
    await callApi(e2e.server.url, driver.token, 'GET', `automobiles/${car.id}`);

    await callApi(e2e.server.url, driver.token, 'PUT', `reservations/${reservation.id}`, { status: 'cancelled' });
    await e2e.page.getByRole('button', { name: 'Șterge automobilul' }).click();
    await e2e.page
      .getByRole('dialog', { name: 'Ștergi automobilul CJ01ABC?' })
      .getByRole('button', { name: 'Șterge' })
      .click();
    await e2e.page.waitForURL((url) => url.pathname === '/automobiles');
    await e2e.page.getByText('Niciun automobil încă').waitFor();
    await callApi(e2e.server.url, driver.token, 'GET', `automobiles/${car.id}`, undefined, 404);

    // Its old address says it is not there, with the way back (no bare "Not found.").
    await e2e.page.goto(`/automobiles/${car.id}`);
    await e2e.page.getByText('Automobilul nu a fost găsit').waitFor();
    await saveScreenshot(e2e.page, 'automobile-missing-ro');
    await e2e.page.getByRole('link', { name: 'Toate automobilele' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/automobiles');
  });

  for (const language of ['ro', 'en'] as const) {
    it(`lists the cars on a phone, in ${language}`, async () => {
      const driver = await registerAccount(e2e.server.url, { name: 'Maria Ionescu', language });
      await addCar(driver, {
        registration_number: 'B 123 ABC',
        make: 'Dacia',
        model: 'Logan',
        vin: 'UU1KSD0F123456789',
      });
      await addCar(driver, { registration_number: 'CJ-07-MRA', make: 'Volkswagen', model: 'Golf Variant', vin: null });
      await addCar(driver, { registration_number: 'IS 99 ZZZ', make: null, model: null, vin: null });
      await signInAs(e2e.page, driver, language);
      await e2e.page.goto('/automobiles');
      await e2e.page.getByText('CJ07MRA').waitFor();
      await dismissToasts(e2e.page);
      expect(await e2e.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await saveScreenshot(e2e.page, `automobiles-${language}`);
      if (language === 'en') {
        await e2e.page.goto('/parking-lots/2147483000');
        await e2e.page.getByText('Parking lot not found').waitFor();
        await e2e.page.getByRole('link', { name: 'All parking lots' }).waitFor();
        await saveScreenshot(e2e.page, 'parking-lot-missing-en');
      }
    });
  }
});
