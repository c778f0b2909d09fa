import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { keepPagesOfFailedTests } from './failed-pages';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const phoneViewport = { width: 360, height: 740 };
const screenshotDir = resolve(import.meta.dirname, '../e2e/screenshots');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

/**
 * Debian's Chromium through playwright-core. With no Chromium the browser tests FAIL with
 * a message saying how to install it: they never skip silently. `extraArgs`: more switches
 * (a fake camera, say).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\` ` +
        '(Debian) or point CHROMIUM_PATH at a Chromium binary. (Never `npx playwright install`.)',
    );
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, ...extraArgs],
  });
  return keepPagesOfFailedTests(browser);
}

/** The time zone every test browser runs in (the app's zone, as a driver's phone in Romania). */
export const browserZone = 'Europe/Bucharest';

/** The options of a phone-sized context (360x740, touch) on the test server. */
export function phoneContextOptions(baseURL: string, options: { locale?: string } = {}): BrowserContextOptions {
  return {
    baseURL,
    viewport: phoneViewport,
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    locale: options.locale ?? 'ro-RO',
    timezoneId: browserZone,
  };
}

/** A phone-sized context (360x740, touch) on the test server. */
export async function newPhoneContext(
  browser: Browser,
  baseURL: string,
  options: { locale?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext(phoneContextOptions(baseURL, options));
}

/**
 * Saves a screenshot under tests/e2e/screenshots (git-ignored) to be looked at, once the
 * page's finite CSS animations (a sheet sliding in) have ended, a second at most: a busy
 * machine otherwise catches them half-way.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  const path = resolve(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}
