import type { BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { newPhoneContext, phoneContextOptions } from './browser';
import { signInWithSession } from './e2e-accounts';
import type { E2eSession } from './e2e-session';

/** The administrator the admin specs' servers are started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'admin@example.test', password: 'admin-parola-1' };

/** A language and a screen: ro on a phone (360x740), en on a desktop (1280x800). */
export type AdminSetup = { tag: string; language: 'ro' | 'en'; desktop: boolean };

/**
 * Opens pages for the admin specs: each in a context of its own, 360x740 or 1280x800 (downloads
 * allowed, for the CSV), signed in in the setup's language on `path`; closed after each test.
 */
export function useAdminPages(e2e: E2eSession) {
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  return async (setup: AdminSetup, account: { email: string; password: string }, path = '/'): Promise<Page> => {
    const context = setup.desktop
      ? await e2e.browser.newContext({
          ...phoneContextOptions(e2e.server.url),
          viewport: { width: 1280, height: 800 },
          isMobile: false,
          hasTouch: false,
          acceptDownloads: true,
        })
      : await newPhoneContext(e2e.browser, e2e.server.url);
    contexts.push(context);
    const page = await context.newPage();
    await signInWithSession(page, account, setup.language, path);
    return page;
  };
}

/**
 * The text of an admin list's chosen sort when its select cannot show it whole (it was cut to
 * "Newest start fi" on a phone), else null.
 */
export function cutSortText(page: Page, language: 'ro' | 'en'): Promise<string | null> {
  const sort = page.getByLabel(language === 'ro' ? 'Ordonează după' : 'Sort by', { exact: true });
  return sort.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = select.selectedOptions[0]?.text ?? '';
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(text).width > room ? text : null;
  });
}
