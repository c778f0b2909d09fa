import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../src/build/precompress';
import { launchBrowser, newPhoneContext, saveScreenshot } from '../support/browser';
import { logInThroughUi, registerAccount } from '../support/e2e-accounts';
import { startE2eServer, type E2eServer } from '../support/e2e-server';
import { launchProfilePhone, waitForServiceWorkerControl } from '../support/pwa';

// The server serves a copy of the build, so a test can deploy "build B" by changing its sw.js.
const built = resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist');
const served = mkdtempSync(join(tmpdir(), 'loc-liber-pwa-'));
cpSync(built, served, { recursive: true });

let server: E2eServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startE2eServer({ STATIC_DIR: served });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(served, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser, server.url);
  contexts.push(context);
  return { context, page: await context.newPage() };
}

type ManifestImage = {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
};
type Manifest = Record<string, unknown> & {
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  translations?: Record<string, { name?: string; short_name?: string }>;
};

/** Width x height read from a PNG's header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function expectImage(image: ManifestImage): Promise<void> {
  const res = await fetch(new URL(image.src, server.url));
  expect(res.status, image.src).toBe(200);
  expect(res.headers.get('content-type')).toBe(image.type);
  expect(pngSize(Buffer.from(await res.arrayBuffer())), image.src).toBe(image.sizes);
}

describe('the installed app', () => {
  it('is controlled by the service worker after the first load', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await waitForServiceWorkerControl(page);
    const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(worker).toBe(`${server.url}/sw.js`);
  });

  it('has a valid manifest with every field an install needs, in Romanian with English', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await fetch(new URL(href ?? '', server.url))).json()) as Manifest;

    expect(manifest).toMatchObject({
      name: expect.stringContaining('Loc Liber'),
      short_name: 'Loc Liber',
      lang: 'ro',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.translations?.en?.name).toMatch(/^Loc Liber: parking/);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.categories).toEqual(expect.arrayContaining(['travel']));
    const icon = (size: string, purpose: string) =>
      manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose));
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ] as const) {
      expect(icon(size, purpose), `${purpose} icon ${size}`).toBeDefined();
    }
    for (const image of manifest.icons) await expectImage(image);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const image of manifest.screenshots) await expectImage(image);

    // Chromium's own reading of it: no parse errors.
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(parsed.errors).toEqual([]);
  });

  it('is installable in Chromium, and offers "Install the app" in the menu', async () => {
    const { context, profileDir } = await launchProfilePhone(server.url);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const account = await registerAccount(server.url);
      await logInThroughUi(page, account.email, account.password);
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(
          async () =>
            ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
              .installabilityErrors,
          { timeout: 15_000 },
        )
        .toEqual([]);

      // The browser's offer (beforeinstallprompt) reached the app: its own button appears.
      await page.getByRole('button', { name: 'Meniu' }).click();
      await page.getByRole('button', { name: 'Instalează aplicația' }).waitFor({ timeout: 15_000 });
      await page.locator('#side-menu[data-open="true"]').waitFor();
      await page.waitForTimeout(400);
      await saveScreenshot(page, 'pwa-install-menu-ro');
    } finally {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
  });
});

describe('a new version', () => {
  it('waits behind a "reload" prompt and never reloads a half-filled form by itself', async () => {
    const { page } = await newPage();
    const account = await registerAccount(server.url);
    await logInThroughUi(page, account.email, account.password);
    await waitForServiceWorkerControl(page);
    await page.goto('/account');
    const name = page.getByLabel('Nume');
    await name.fill('Ana Popescu-Nouă');

    // Build B is deployed: its service worker differs by a byte (and so do the copies the
    // build writes beside it, which the server sends to a browser that accepts them).
    appendFileSync(join(served, 'sw.js'), `\n// build B ${Date.now()}\n`);
    await precompressFile(join(served, 'sw.js'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 20_000 });
    expect(await prompt.textContent()).toContain('Versiune nouă disponibilă');
    await page.waitForTimeout(1000);
    expect(await name.inputValue()).toBe('Ana Popescu-Nouă');
    await saveScreenshot(page, 'pwa-update-prompt-ro');

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reîncarcă' }).click()]);
    await waitForServiceWorkerControl(page);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
  });
});
