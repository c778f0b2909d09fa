import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
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

const e2e = useE2eSession({ tiles: true, admin: { email: 'admin-lot-form@example.test', password: 'admin-parola-1' } });

describe('the lot form', () => {
  it('reads in English, with the map picker and the dial', async () => {
    const location = await createLocation(e2e.server.url, e2e.adminToken, 44.4301, 26.1042);
    const owner = await registerAccount(e2e.server.url, { name: 'John Owner', language: 'en' });
    await signInAs(e2e.page, owner, 'en');
    await e2e.page.goto('/parking-lots/add');
    await e2e.page.getByLabel('Lot number').fill('B-04');
    await e2e.page.getByLabel('Location').selectOption({ label: `${location.title} · Bd. Unirii 1` });
    await tapPickerMapCentre(e2e.page);
    await tapDialEast(e2e.page, 'Entering direction');
    await dismissToasts(e2e.page);
    await e2e.page
      .getByRole('heading', { name: 'Position' })
      .evaluate((h) => h.parentElement!.scrollIntoView({ block: 'start' }));
    await saveScreenshot(e2e.page, 'lot-form-map-en');
    await e2e.page.getByRole('button', { name: 'Add parking lot' }).click();
    await e2e.page.waitForURL((url) => /^\/parking-lots\/\d+$/.test(url.pathname));
    await e2e.page.getByText('Private', { exact: true }).waitFor();

    // From the list: the availability dialog, one tap on "Unlimited".
    await e2e.page.getByRole('link', { name: 'Back' }).click();
    await e2e.page.getByRole('button', { name: 'Set availability' }).click();
    const dialog = e2e.page.getByRole('dialog', { name: 'Availability of B-04' });
    await dialog.getByRole('button', { name: '30 min' }).waitFor();
    await dismissToasts(e2e.page);
    await saveScreenshot(e2e.page, 'lot-availability-dialog-en');
    await dialog.getByRole('button', { name: 'Unlimited' }).click();
    await e2e.page.getByText('Availability set').waitFor();
    await dialog.getByText('Available now · UNLIMITED').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await e2e.page.getByRole('listitem').getByText('Available now · UNLIMITED').waitFor();

    // The same screens on a desktop: nothing overflows.
    await e2e.page.setViewportSize({ width: 1280, height: 800 });
    await dismissToasts(e2e.page);
    expect(await e2e.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await saveScreenshot(e2e.page, 'lot-list-desktop-en');
    await e2e.page.getByRole('link', { name: /B-04/ }).click();
    await e2e.page.getByRole('heading', { name: 'Parking lot B-04' }).waitFor();
    await saveScreenshot(e2e.page, 'lot-details-desktop-en');
  });

  it('edits a lot: the saved values come back, the dial turns with the arrow keys', async () => {
    const owner = await registerAccount(e2e.server.url);
    const lot = await callApi<OwnedLot>(
      e2e.server.url,
      owner.token,
      'POST',
      'parking-lots',
      { identifier: 'C-7', zone: 'Nord', latitude: 44.44, longitude: 26.09, orientation_degrees: 350 },
      201,
    );
    await signInAs(e2e.page, owner);
    await e2e.page.goto(`/parking-lots/${lot.id}/edit`);
    expect(await e2e.page.getByLabel('Număr loc').inputValue()).toBe('C-7');
    expect(Number(await e2e.page.getByLabel('Latitudine').inputValue())).toBe(44.44);
    await e2e.page.locator('.lot-pin').waitFor();
    await e2e.page.getByLabel(/^Zon/).fill('Sud');
    const dial = e2e.page.getByRole('slider', { name: 'Direcția de intrare' });
    await dial.focus();
    for (let i = 0; i < 12; i++) await e2e.page.keyboard.press('ArrowRight');
    expect(await dial.getAttribute('aria-valuenow')).toBe('2');
    await e2e.page.getByRole('button', { name: 'Salvează modificările' }).click();
    await e2e.page.waitForURL((url) => url.pathname === `/parking-lots/${lot.id}`);
    expect(
      await callApi<OwnedLot & { zone: string }>(e2e.server.url, owner.token, 'GET', `parking-lots/${lot.id}`),
    ).toMatchObject({ zone: 'Sud', orientation_degrees: 2, latitude: 44.44 });
    await e2e.page.getByText('2° N').waitFor();
  });

  it('shows the server field errors under their fields', async () => {
    const owner = await registerAccount(e2e.server.url);
    await signInAs(e2e.page, owner);
    await e2e.page.goto('/parking-lots/add');
    await e2e.page.getByLabel('Latitudine').fill('95');
    await e2e.page.getByRole('button', { name: 'Adaugă loc de parcare' }).click();
    await e2e.page.getByText('Corectează erorile din formular').waitFor();
    for (const field of ['identifier', 'latitude', 'longitude']) {
      expect(await e2e.page.locator(`[name="${field}"]`).getAttribute('aria-invalid')).toBe('true');
    }
  });
});

describe('the locations screen', () => {
  it('lists a location the user was authorized for, with the date, and opens it on the map', async () => {
    const location = await createLocation(e2e.server.url, e2e.adminToken, 44.4355, 26.0999, 'restricted');
    const user = await registerAccount(e2e.server.url);
    await signInAs(e2e.page, user);
    await e2e.page.goto('/locations');
    await e2e.page.getByText('Nicio locație încă').waitFor();
    await callApi(
      e2e.server.url,
      e2e.adminToken,
      'POST',
      `admin/locations/${location.id}/users/${user.userId}`,
      undefined,
      201,
    );
    await e2e.page.reload();
    const card = e2e.page
      .getByRole('listitem')
      .filter({ has: e2e.page.getByRole('heading', { name: location.title }) });
    await card.getByText('Restricționată').waitFor();
    await card.getByText(/^Adăugată \d\d\/\d\d\/\d{4} \d\d:\d\d$/).waitFor();
    await card.getByText('0 locuri de parcare').waitFor();
    await card.getByRole('link', { name: 'Vezi pe hartă' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/');
    await e2e.page.locator('.finder[data-mode="map"]').waitFor();
  });
});
