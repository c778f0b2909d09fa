import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhoneContext, saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession, type E2eAccount } from '../support/e2e-accounts';
import { apiCall, book, createAvailableLot, grantCredits } from '../support/e2e-booking';
import { apiLogin } from '../support/e2e-api';
import { useE2eSession } from '../support/e2e-session';
import { persistedCache, waitForServiceWorkerControl } from '../support/pwa';

// Owners' photos and access instructions (PRODUCT.md "Owners' tools"): the owner adds a photo
// from the phone and writes the gate code; the driver sees the photo on the lot's card and, once
// booked, the gate code on the reservation page.

const admin = { email: 'admin-photos@example.test', password: 'admin-parola-1' };
const e2e = useE2eSession({ env: () => ({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }) });
let adminToken: string;
let dir: string;
let photoFile: string;

/** A camera-sized JPEG of a car park entrance (drawn), with a GPS position in its EXIF. */
async function entrancePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="#9fc5e8"/>
    <rect y="700" width="1600" height="500" fill="#6b6b6b"/>
    <rect x="300" y="300" width="1000" height="420" fill="#d9d2c3" stroke="#333" stroke-width="12"/>
    <rect x="560" y="420" width="480" height="300" fill="#3c3c3c"/>
    <rect x="520" y="330" width="560" height="70" fill="#0b5fff"/>
    <text x="800" y="380" font-size="52" font-family="sans-serif" fill="#fff" text-anchor="middle">PARCARE P-2</text>
    <rect x="760" y="800" width="80" height="300" fill="#fff"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 25/1 0/1' } })
    .toBuffer();
}

beforeAll(async () => {
  adminToken = await apiLogin(e2e.server.url, admin.email, admin.password);
  dir = mkdtempSync(join(tmpdir(), 'loc-liber-photos-'));
  photoFile = join(dir, 'intrare.jpg');
  writeFileSync(photoFile, await entrancePhoto());
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const texts = {
  ro: {
    choose: 'Alege o fotografie',
    photo: (id: string) => `Fotografia 1, locul ${id}`,
    edit: 'Editează',
    instructions: 'Instrucțiuni de acces',
    save: 'Salvează modificările',
    howToGetIn: 'Cum intri',
    next: 'Fotografia următoare',
    pass: 'Arată tichetul',
    reserve: 'Rezervă',
  },
  en: {
    choose: 'Choose a photo',
    photo: (id: string) => `Photo 1 of lot ${id}`,
    edit: 'Edit',
    instructions: 'Access instructions',
    save: 'Save changes',
    howToGetIn: 'How to get in',
    next: 'Next photo',
    pass: 'Show the pass',
    reserve: 'Reserve',
  },
} as const;

async function people(language: 'ro' | 'en') {
  const owner = await registerAccount(e2e.server.url, { name: 'Ion Proprietar', language });
  const driver = await registerAccount(e2e.server.url, { name: 'Dana Șofer', language });
  await grantCredits(e2e.server.url, adminToken, driver.userId, 300, 'Test');
  return { owner, driver };
}

/** An available lot of the owner's with one photo, uploaded through the API. */
async function lotWithPhoto(owner: E2eAccount, identifier: string) {
  const lot = await createAvailableLot(e2e.server.url, owner.token, { identifier, address: 'Lipscani 3' });
  const upload = await fetch(`${e2e.server.url}/api/parking-lots/${lot.id}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(await entrancePhoto()),
  });
  expect(upload.status).toBe(201);
  return lot;
}

async function driverSeesPhotoAndGateCode(
  language: 'ro' | 'en',
  driver: E2eAccount,
  lot: { id: number; identifier: string },
  gateCode: string,
) {
  const t = texts[language];
  const context = await newPhoneContext(e2e.browser, e2e.server.url, { locale: language === 'en' ? 'en-GB' : 'ro-RO' });
  try {
    const page = await context.newPage();
    await signInWithSession(page, driver, language, '/');
    await page.goto('/');
    const card = page.locator(`.lot-card[data-lot-id="${lot.id}"]`);
    const thumb = card.getByRole('img', { name: t.photo(lot.identifier) });
    await thumb.waitFor();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.textContent('body')).not.toContain(gateCode);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `owner-photos-driver-card-${language}`);

    // The lot's sheet shows it larger; a tap opens the photo full screen.
    await card.getByRole('button', { name: t.reserve }).click();
    const sheetThumb = page.locator('.lot-summary').getByRole('img', { name: t.photo(lot.identifier) });
    await sheetThumb.waitFor();
    await expect
      .poll(() => sheetThumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await saveScreenshot(page, `owner-photos-sheet-${language}`);
    await sheetThumb.click();
    const viewer = page.locator('dialog.photo-viewer');
    await viewer.waitFor();
    const full = viewer.getByRole('img', { name: t.photo(lot.identifier) });
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
    await saveScreenshot(page, `owner-photos-viewer-${language}`);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // Booked: the gate code is on the reservation page.
    const reservation = await book(e2e.server.url, driver.token, lot.id, new Date(Date.now() + 5 * 60_000), 60);
    await page.goto(`/reservations/${reservation.id}`);
    const instructions = page.getByTestId('access-instructions');
    await instructions.waitFor();
    expect(await instructions.textContent()).toBe(gateCode);
    await page.getByRole('heading', { name: t.howToGetIn }).waitFor();
    await saveScreenshot(page, `owner-photos-reservation-${language}`);

    // And on the pass shown at the gate.
    await page.getByRole('link', { name: t.pass }).click();
    await page.getByTestId('pass-qr').waitFor();
    expect(await page.getByTestId('access-instructions').textContent()).toBe(gateCode);
    await page.getByTestId('access-instructions').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, `owner-photos-pass-${language}`);
  } finally {
    await context.close();
  }
}

describe('photos and access instructions of a lot', () => {
  it('the owner adds a photo and the gate code on the phone; the driver sees both (ro)', async () => {
    const t = texts.ro;
    const { owner, driver } = await people('ro');
    const lot = await createAvailableLot(e2e.server.url, owner.token, {
      identifier: 'P-FOTO',
      address: 'Strada Foișorului 2',
    });
    const page = e2e.page;
    await signInWithSession(page, owner, 'ro', `/parking-lots/${lot.id}`);
    await page.goto(`/parking-lots/${lot.id}`);
    await page.getByText(t.choose).waitFor();
    await page.getByTestId('lot-photo-file').setInputFiles(photoFile);
    const thumb = page.getByRole('img', { name: t.photo(lot.identifier) });
    await thumb.waitFor();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.locator('.lot-photos').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'owner-photos-owner-ro');

    const gateCode = 'Cod poartă 4711#, nivelul -1';
    await page.goto(`/parking-lots/${lot.id}/edit`);
    await page.getByLabel(new RegExp(`^${t.instructions}`)).fill(gateCode);
    await page.getByLabel(new RegExp(`^${t.instructions}`)).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'owner-photos-form-ro');
    await page.getByRole('button', { name: t.save }).click();
    await page.waitForURL((url) => url.pathname === `/parking-lots/${lot.id}`);
    await page.getByText(gateCode).waitFor();

    await driverSeesPhotoAndGateCode('ro', driver, lot, gateCode);
  }, 90_000);

  it('shows the same to an English-speaking driver', async () => {
    const { owner, driver } = await people('en');
    const lot = await lotWithPhoto(owner, 'P-PHOTO');
    const gateCode = 'Gate code 2580, then the second ramp down';
    await apiCall(e2e.server.url, owner.token, 'PUT', `parking-lots/${lot.id}`, { access_instructions: gateCode });
    await driverSeesPhotoAndGateCode('en', driver, lot, gateCode);
  }, 60_000);

  it('keeps a photo the driver has seen for when there is no signal', async () => {
    const { owner, driver } = await people('en');
    const lot = await lotWithPhoto(owner, 'P-OFFLINE');
    const context = await newPhoneContext(e2e.browser, e2e.server.url, { locale: 'en-GB' });
    try {
      const page = await context.newPage();
      await signInWithSession(page, driver, 'en', '/');
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      // Photos fetched before the worker controlled the page were not cached: reload under its control.
      await page.reload();
      const thumb = () => page.locator(`.lot-card[data-lot-id="${lot.id}"]`).getByRole('img');
      await expect
        .poll(() => thumb().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect
        .poll(() => page.evaluate(async () => (await (await caches.open('lot-photos-v1')).keys()).length))
        .toBeGreaterThan(0);
      await expect.poll(async () => (await persistedCache(page))?.includes(lot.identifier) ?? false).toBe(true);

      await context.setOffline(true);
      const fromWorker: boolean[] = [];
      page.on('response', (res) => {
        if (res.url().includes('/photos/')) fromWorker.push(res.status() === 200 && res.fromServiceWorker());
      });
      await page.reload();
      await expect
        .poll(() => thumb().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(fromWorker.length).toBeGreaterThan(0);
      expect(fromWorker.every(Boolean)).toBe(true);
      await saveScreenshot(page, 'owner-photos-offline-en');
    } finally {
      await context.close();
    }
  }, 60_000);
});
