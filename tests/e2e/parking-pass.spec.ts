import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompactSign, compactVerify, decodeProtectedHeader, generateKeyPair, importJWK, type JWK } from 'jose';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession, type E2eAccount } from '../support/e2e-accounts';
import { apiLogin } from '../support/e2e-api';
import { apiCall, book, createAvailableLot, grantCredits } from '../support/e2e-booking';
import { startE2eServer, type E2eServer } from '../support/e2e-server';
import { persistedCache, waitForServiceWorkerControl } from '../support/pwa';
import { writeQrVideo } from '../support/qr-video';
import { walletCredentials } from '../support/wallet-credentials';

// The pass at the lot (PRODUCT.md "Trust at the lot", "The pass after a refund"): the driver's
// QR code shown with no signal (with the wallet buttons this server has settings for), and the
// owner's phone judging it with no signal, a refunded pass included, its checks sent on when the
// signal returns. One server, seeded once; the browser's fake camera films the pass valid now.

const admin = { email: 'admin-pass@example.test', password: 'admin-parola-1' };
let server: E2eServer;
let browser: Browser;
let videoDir: string;
let owner: E2eAccount;
let driverRo: E2eAccount;
let driverEn: E2eAccount;
const reservations = { now: 0, later: 0, otherLot: 0, english: 0, refunded: 0 };
let englishLotId = 0;
const tokens = { now: '', later: '', otherLot: '', refunded: '' };
const wallets = walletCredentials();
const contexts: BrowserContext[] = [];

const passOf = async (driver: E2eAccount, id: number) =>
  (await apiCall<{ token: string }>(server.url, driver.token, 'GET', `reservations/${id}/pass`, undefined, [200]))
    .token;

beforeAll(async () => {
  server = await startE2eServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...wallets.env });
  const adminToken = await apiLogin(server.url, admin.email, admin.password);
  owner = await registerAccount(server.url, { name: 'Ion Proprietar' });
  const stranger = await registerAccount(server.url, { name: 'Alt Proprietar' });
  driverRo = await registerAccount(server.url, { name: 'Maria Șofer' });
  driverEn = await registerAccount(server.url, { name: 'Mary Driver', language: 'en' });
  const [lot, lot2, elsewhere] = await Promise.all([
    createAvailableLot(server.url, owner.token, { identifier: 'P-PASS1', address: 'Strada Lipscani 10' }),
    createAvailableLot(server.url, owner.token, { identifier: 'P-PASS2', address: 'Strada Lipscani 12' }),
    createAvailableLot(server.url, stranger.token, { identifier: 'P-ALT', address: 'Strada Smârdan 3' }),
  ]);
  await grantCredits(server.url, adminToken, driverRo.userId, 900, 'Credite de test');
  await grantCredits(server.url, adminToken, driverEn.userId, 300, 'Test credits');
  const now = new Date();
  reservations.now = (await book(server.url, driverRo.token, lot.id, now, 180, 'B 123 ABC')).id;
  reservations.later = (await book(server.url, driverRo.token, lot.id, new Date(Date.now() + 86_400_000), 60)).id;
  reservations.otherLot = (await book(server.url, driverRo.token, elsewhere.id, now, 120, 'B 77 ALT')).id;
  reservations.english = (await book(server.url, driverEn.token, lot2.id, now, 120, 'CJ 10 XYZ')).id;
  englishLotId = lot2.id;
  tokens.now = await passOf(driverRo, reservations.now);
  tokens.later = await passOf(driverRo, reservations.later);
  tokens.otherLot = await passOf(driverRo, reservations.otherLot);
  // Fetched, then reported "spot taken" (the whole hold back): the token stays on the driver's phone.
  const reporter = await registerAccount(server.url, { name: 'Radu Raportor' });
  await grantCredits(server.url, adminToken, reporter.userId, 300, 'Credite de test');
  const lot3 = await createAvailableLot(server.url, owner.token, {
    identifier: 'P-PASS3',
    address: 'Strada Lipscani 14',
  });
  reservations.refunded = (await book(server.url, reporter.token, lot3.id, now, 90, 'B 55 REP')).id;
  tokens.refunded = await passOf(reporter, reservations.refunded);
  await apiCall(
    server.url,
    reporter.token,
    'POST',
    `reservations/${reservations.refunded}/report`,
    { reason: 'occupied' },
    [200],
  );
  videoDir = mkdtempSync(join(tmpdir(), 'loc-liber-camera-'));
  const video = join(videoDir, 'pass.y4m');
  writeQrVideo(video, tokens.now);
  browser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (videoDir) rmSync(videoDir, { recursive: true, force: true });
  wallets.remove();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function phone(language: 'ro' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser, server.url, { locale: language === 'en' ? 'en-GB' : 'ro-RO' });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

/** The data the app saved on the device under a query key, once it is there. */
async function savedData<T>(page: Page, key: unknown[]): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        const saved = JSON.parse((await persistedCache(page)) ?? 'null') as {
          clientState: { queries: { queryKey: unknown[]; state: { data: T } }[] };
        } | null;
        found = saved?.clientState.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as T;
}

/** The QR code on screen, read from a screenshot of it as a camera would. */
async function readQrOnScreen(page: Page): Promise<string | undefined> {
  const png = await page.getByTestId('pass-qr').screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

async function publishedKey() {
  const config = await apiCall<{ pass_public_key: JWK }>(server.url, null, 'GET', 'config', undefined, [200]);
  return importJWK(config.pass_public_key, 'EdDSA');
}

const dateTime = /\d\d\/\d\d\/\d{4} \d\d:\d\d/;

describe('the driver’s pass', () => {
  it('opens with no signal after one visit, and its QR code reads back as the signed token', async () => {
    const { context, page } = await phone('ro');
    await signInWithSession(page, driverRo, 'ro', `/reservations/${reservations.now}`);
    await waitForServiceWorkerControl(page);
    await page.getByRole('link', { name: 'Arată tichetul' }).click();
    await page.waitForURL(`**/reservations/${reservations.now}/pass`);
    await page.getByTestId('pass-qr').waitFor();
    const saved = await savedData<{ token: string }>(page, ['reservations', 'pass', reservations.now]);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('pass-qr').waitFor();
    await page.getByRole('heading', { name: 'Tichet de parcare' }).waitFor();
    await page.getByText('Ridică luminozitatea ecranului', { exact: false }).waitFor();
    await page.locator('.parking-pass__plate', { hasText: 'B123ABC' }).waitFor();
    await page.locator('.parking-pass__place', { hasText: 'P-PASS1' }).waitFor();
    const times = await page.locator('.parking-pass__facts dd.tabular').allTextContents();
    expect(times).toHaveLength(2);
    for (const time of times) expect(time).toMatch(new RegExp(`^${dateTime.source}$`));

    const read = await readQrOnScreen(page);
    expect(read).toBe(saved.token);
    const { payload } = await compactVerify(read as string, await publishedKey());
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({
      rid: reservations.now,
      place: 'P-PASS1',
      registration: 'B123ABC',
    });
    await saveScreenshot(page, 'pass-offline-ro');
    // This server has both wallets' settings: both buttons, after the vendors' badges.
    const walletButtons = page.locator('.wallet-buttons');
    await walletButtons.getByRole('button', { name: 'Adaugă în Apple Wallet' }).waitFor();
    await walletButtons.getByRole('button', { name: 'Adaugă în Google Wallet' }).waitFor();
    await walletButtons.evaluate((buttons) => buttons.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'pass-wallet-buttons-ro');
  });

  it('opens from the home’s “Reserved by you” notice, and reads in English with no signal too', async () => {
    const { context, page } = await phone('en');
    await signInWithSession(page, driverEn, 'en', `/?lot=${englishLotId}&mode=list`);
    await waitForServiceWorkerControl(page);
    const notice = page.locator('.alert', { hasText: 'Reserved by you' });
    await notice.getByRole('link', { name: 'Show the pass' }).waitFor();
    await page.getByRole('button', { name: 'Show more' }).click();
    await notice.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'pass-home-notice-en');
    await notice.getByRole('link', { name: 'Show the pass' }).click();
    await page.waitForURL(`**/reservations/${reservations.english}/pass`);
    await page.getByTestId('pass-qr').waitFor();
    await savedData(page, ['reservations', 'pass', reservations.english]);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Parking pass' }).waitFor();
    await page.getByText('Turn the screen brightness up', { exact: false }).waitFor();
    await page.locator('.parking-pass__plate', { hasText: 'CJ10XYZ' }).waitFor();
    expect(await readQrOnScreen(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await saveScreenshot(page, 'pass-offline-en');
    const walletButtons = page.locator('.wallet-buttons');
    await walletButtons.getByRole('button', { name: 'Save to Google Wallet' }).waitFor();
    await walletButtons.evaluate((buttons) => buttons.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'pass-wallet-buttons-en');
  });
});

/** The owner on the check screen, opened from the lots screen, then the signal cut. */
async function ownerCheckingOffline(language: 'ro' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await phone(language);
  await signInWithSession(page, owner, language, '/parking-lots');
  await waitForServiceWorkerControl(page);
  const entry = page.getByRole('link', { name: language === 'ro' ? 'Verifică un tichet' : 'Check a pass' });
  await page.locator('ul.card-grid li').first().waitFor();
  await saveScreenshot(page, `pass-check-entry-${language}`);
  await entry.click();
  await page.waitForURL('**/parking-lots/check');
  const config = await savedData<{ pass_public_key?: JWK }>(page, ['app-config']);
  expect(config.pass_public_key?.crv).toBe('Ed25519');
  await savedData(page, ['parking-lots', 'mine']);
  await syncedRevocations(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: language === 'ro' ? 'Verifică un tichet' : 'Check a pass' }).waitFor();
  return { context, page };
}

/** The revoked passes the device keeps for checks offline (IndexedDB), once a sync has stored them. */
async function syncedRevocations(page: Page): Promise<{ entries: { reservationId: number }[]; syncedAt: number }> {
  const read = () =>
    page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const open = indexedDB.open('loc-liber-owner');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('kept')) return resolve(undefined);
            const get = db.transaction('kept').objectStore('kept').get('revocations');
            get.onsuccess = () => resolve(get.result);
            get.onerror = () => resolve(undefined);
          };
          open.onerror = () => resolve(undefined);
        }),
    ) as Promise<{ entries: { reservationId: number }[]; syncedAt: number } | undefined>;
  let kept: Awaited<ReturnType<typeof read>>;
  await expect.poll(async () => Boolean((kept = await read())?.syncedAt), { timeout: 15_000 }).toBe(true);
  return kept!;
}

/** Pastes a pass and checks it (the verdict's card is then the new one: wait for it by its verdict). */
async function pasteAndCheck(page: Page, token: string): Promise<void> {
  await page.getByLabel('Codul tichetului').fill(token);
  await page.getByRole('button', { name: 'Verifică tichetul' }).click();
}

/** The verdict at the top of the screen (clear of the offline bar, as the app scrolls it), saved. */
async function showVerdict(page: Page, screenshot: string): Promise<void> {
  await page.locator('.pass-check__verdict').evaluate((card) => card.scrollIntoView({ block: 'start' }));
  await saveScreenshot(page, screenshot);
}

/** `token` with one character in the middle of its payload changed. */
function changedByte(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const at = Math.floor(payload.length / 2);
  return [header, payload.slice(0, at) + (payload[at] === 'A' ? 'B' : 'A') + payload.slice(at + 1), signature].join(
    '.',
  );
}

describe('the owner’s check', () => {
  it('judges pasted passes with no signal, a refunded one as cancelled, and sends the checks when the signal returns', async () => {
    const { context, page } = await ownerCheckingOffline('ro');
    await pasteAndCheck(page, tokens.now);
    await page.locator('.pass-verdict[data-verdict="valid"]', { hasText: 'Valabil acum' }).waitFor();
    await page.locator('.pass-verdict .plate', { hasText: 'B123ABC' }).waitFor();
    await showVerdict(page, 'pass-check-valid-ro');

    await pasteAndCheck(page, changedByte(tokens.now));
    await page.locator('.pass-verdict[data-verdict="forged"]', { hasText: 'Nu e un tichet Loc Liber' }).waitFor();
    await showVerdict(page, 'pass-check-forged-ro');

    // The same claims, signed by a key that is not Loc Liber's.
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const { payload } = await compactVerify(tokens.now, await publishedKey());
    const forged = await new CompactSign(payload)
      .setProtectedHeader({ ...decodeProtectedHeader(tokens.now), alg: 'EdDSA' })
      .sign(other.privateKey);
    await pasteAndCheck(page, forged);
    await page.locator('.pass-verdict[data-verdict="forged"]').waitFor();

    // Refunded before the sync: cancelled, why and when, with the time of the last sync.
    await pasteAndCheck(page, tokens.refunded);
    const cancelled = page.locator('.pass-verdict[data-verdict="cancelled"]', { hasText: 'Nevalabil: anulat' });
    await cancelled.waitFor();
    await cancelled.getByText(/^Raportat ca ocupat la \d\d:\d\d$/).waitFor();
    await cancelled.getByText(/Anulări cunoscute până la \d\d:\d\d/).waitFor();
    await showVerdict(page, 'pass-check-cancelled-offline-ro');

    await pasteAndCheck(page, tokens.later);
    await page.locator('.pass-verdict[data-verdict="not_yet"]', { hasText: 'Încă nu e valabil' }).waitFor();
    await pasteAndCheck(page, tokens.otherLot);
    await page.locator('.pass-verdict[data-verdict="other_lot"]', { hasText: 'Alt loc' }).waitFor();
    await page.getByText('E pentru locul P-ALT, care nu e unul dintre locurile tale.').waitFor();
    await showVerdict(page, 'pass-check-other-lot-ro');

    // The checks wait on the phone; when the signal returns they are sent, and the sighting
    // of the refunded car after its report contests the report.
    const checks = page.getByTestId('kept-checks');
    await checks.getByText('Așteaptă o conexiune').first().waitFor();
    await context.setOffline(false);
    const contested = checks.locator('li', { hasText: 'B55REP' }).getByText('Trimisă: raportul e contestat');
    await contested.waitFor({ timeout: 15_000 });
    await contested.evaluate((item) => item.closest('.card')?.scrollIntoView({ block: 'end' }));
    await saveScreenshot(page, 'pass-check-sent-ro');
  });

  it('reads the pass from the camera with no signal, then looks the plate up online (English)', async () => {
    const { context, page } = await ownerCheckingOffline('en');
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await page.locator('.pass-verdict[data-verdict="valid"]', { hasText: 'Valid now' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Scan with the camera' }).waitFor();
    await showVerdict(page, 'pass-check-camera-en');

    // The verdict filled the look-up: one tap confirms online that the booking still stands.
    await context.setOffline(false);
    expect(await page.getByLabel('Registration').inputValue()).toBe('B123ABC');
    await page.getByRole('button', { name: 'Look it up' }).click();
    await page.getByText('B123ABC has a reservation on P-PASS1 from', { exact: false }).waitFor();
    await page.getByLabel('Registration').fill('b 999 zzz');
    await page.getByRole('button', { name: 'Look it up' }).click();
    const none = page.getByText('B999ZZZ has no reservation on P-PASS1 at this time.');
    await none.waitFor();
    await none.evaluate((text) => text.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'pass-check-lookup-en');

    // Online, the server says so (no kept list needed); offline, the kept list does.
    for (const offline of [false, true]) {
      await context.setOffline(offline);
      await page.getByLabel('Pass code').fill(tokens.refunded);
      await page.getByRole('button', { name: 'Check the pass' }).click();
      const cancelled = page.locator('.pass-verdict[data-verdict="cancelled"]', { hasText: 'Not valid: cancelled' });
      await cancelled.getByText(/^Reported as taken at \d\d:\d\d$/).waitFor();
      await cancelled.locator(`.pass-verdict__source[data-source="${offline ? 'device' : 'server'}"]`).waitFor();
      await showVerdict(page, `pass-check-cancelled-${offline ? 'offline' : 'online'}-en`);
    }
  });
});

describe('the administrator', () => {
  it('sees the report contested by the owner’s check, with the check beside it, in both languages', async () => {
    const texts = {
      ro: { evidence: 'Verificarea proprietarului a văzut B55REP pe loc la' },
      en: { evidence: "The owner's check saw B55REP on the lot at" },
    };
    for (const language of ['ro', 'en'] as const) {
      const { page } = await phone(language);
      await signInWithSession(page, admin, language, '/admin/reservations?reported=awaiting');
      const row = page.getByRole('button', { name: new RegExp(`P-PASS3 · #${reservations.refunded}`) });
      await row.waitFor({ timeout: 15_000 });
      await row.click();
      const report = page.locator('dialog[open]').last().getByTestId('admin-report');
      await report.getByText(texts[language].evidence, { exact: false }).waitFor();
      await report.evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await saveScreenshot(page, `pass-check-admin-evidence-${language}`);
    }
  });
});
