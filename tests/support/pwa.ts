import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath, phoneContextOptions } from './browser';

/** The service worker controls the page (tiles and pages fetched from now on go through it). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/**
 * The app's persisted query cache as stored in IndexedDB ('loc-liber' / 'persisted' /
 * 'query-cache'), or null. Never creates the database: a probe that did would leave it
 * without the store the app expects.
 */
export function persistedCache(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('loc-liber');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('persisted')) {
            db.close();
            resolve(null);
            return;
          }
          const request = db.transaction('persisted', 'readonly').objectStore('persisted').get('query-cache');
          request.onsuccess = () => {
            db.close();
            resolve(typeof request.result === 'string' ? request.result : null);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** The offline bar's text, or null while it is not shown. */
export async function offlineBannerText(page: Page): Promise<string | null> {
  const banner = page.getByTestId('offline-banner');
  return (await banner.count()) ? banner.textContent() : null;
}

/**
 * A phone on a real (non-incognito) browser profile: Chromium never offers to install an
 * app from an incognito context, which is what browser.newContext() gives.
 */
export async function launchProfilePhone(baseURL: string): Promise<{ context: BrowserContext; profileDir: string }> {
  const profileDir = mkdtempSync(join(tmpdir(), 'loc-liber-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    ...phoneContextOptions(baseURL),
  });
  return { context, profileDir };
}
