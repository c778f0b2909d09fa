import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './e2e-api';

/** A lot as the owner's API answers it, in the fields the owner specs check. */
export type OwnedLot = {
  id: number;
  latitude: number;
  longitude: number;
  orientation_degrees: number;
  location_id: number | null;
  available_from: string | null;
  available_to: string | null;
  available: boolean;
};

/** Signs in through the login screen in the given language (the app's labels differ). */
export async function signInAs(
  page: Page,
  account: { email: string; password: string },
  language: 'ro' | 'en' = 'ro',
): Promise<void> {
  await page.goto('/login');
  if (language === 'en') {
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
  }
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(language === 'ro' ? 'Parolă' : 'Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: language === 'ro' ? 'Autentificare' : 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('#root .bottom-bar').waitFor();
}

/** Closes the toasts on screen and lets animations end, so a screenshot shows the screen itself. */
export async function dismissToasts(page: Page): Promise<void> {
  // Pressed from inside the page: a locator's click waited its whole 30 s timeout whenever a
  // toast left on its own timer mid-way (or its nth locator then pointed at nothing), and a
  // modal dialog above the toaster would take a real click.
  // Pressed again while any is left: a toast may come in just after the first press (a slow
  // answer's, on a loaded machine).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          for (const close of document.querySelectorAll<HTMLButtonElement>('.toast__close')) close.click();
          return document.querySelectorAll('.toast').length;
        }),
      { timeout: 10_000, interval: 250 },
    )
    .toBe(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Taps the middle of the lot form's map once it has stopped moving, and waits for the pin.
 * A touch stops the map's easing where it is (MapLibre stops the camera on input), so a tap
 * made while it still eased towards the chosen location froze it a few pixels short, and every
 * later tap on the centre landed the same few metres off.
 */
export async function tapPickerMapCentre(page: Page): Promise<void> {
  const map = page.locator('.lot-picker-map canvas');
  await map.waitFor();
  await map.scrollIntoViewIfNeeded();
  await waitForStillCanvas(map);
  const box = (await map.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator('.lot-pin').waitFor();
}

/** Waits until two pictures of the canvas, a quarter of a second apart, are the same. */
async function waitForStillCanvas(canvas: Locator): Promise<void> {
  let last: Buffer = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        const shot = await canvas.screenshot({ animations: 'disabled' });
        const still = shot.equals(last);
        last = shot;
        return still;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
}

/** Taps the dial on its east edge: the entering direction becomes 90°. */
export async function tapDialEast(page: Page, dialName: string): Promise<void> {
  const dial = page.getByRole('slider', { name: dialName });
  await dial.scrollIntoViewIfNeeded();
  const box = (await dial.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width - 10, box.y + box.height / 2);
}

let locationCount = 0;

/** A location made by an administrator through the API (titles 'Parcarea N Unirii'). */
export async function createLocation(
  url: string,
  adminToken: string,
  latitude: number,
  longitude: number,
  access: 'public' | 'restricted' = 'public',
) {
  const title = `Parcarea ${++locationCount} Unirii`;
  const { data: location } = await callApi<{ data: { id: number } }>(
    url,
    adminToken,
    'POST',
    'admin/locations',
    { title, address: 'Bd. Unirii 1', latitude, longitude, access },
    201,
  );
  return { ...location, title };
}
