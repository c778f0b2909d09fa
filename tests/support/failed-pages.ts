import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { TestRunner } from 'vitest';

const failureDir = resolve(import.meta.dirname, '../../.tmp/test-reports/failed-pages');

/**
 * When the running test has failed, keeps what each page of the context shows before it is
 * closed: a screenshot under .tmp/test-reports/failed-pages, and the page's address and text
 * beside it and in the log (a timeout's message alone does not say what was on the screen).
 */
async function keepFailedPages(context: BrowserContext): Promise<void> {
  const test = TestRunner.getCurrentTest();
  if (test?.result?.state !== 'fail') return;
  const name = test.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
  mkdirSync(failureDir, { recursive: true });
  for (const [index, page] of context.pages().entries()) {
    try {
      const path = resolve(failureDir, `${name}-${index}.png`);
      await page.screenshot({ path, timeout: 5_000 });
      const text = String(await page.evaluate('document.body ? document.body.innerText : ""'));
      const shown = `"${test.name}", page ${index} at ${page.url()}:\n${text.replace(/\n{2,}/g, '\n').slice(0, 1_500)}`;
      // The .txt beside the screenshot is what `npm test` prints under its summary.
      writeFileSync(path.replace(/\.png$/, '.txt'), shown);
      console.log(`[failed test] ${shown}`);
    } catch (err) {
      console.log(`[failed test] "${test.name}", page ${index}: not captured (${String(err)})`);
    }
  }
}

/** Makes every context of the browser keep its pages when closed after a failed test. */
export function keepPagesOfFailedTests(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      await keepFailedPages(context);
      await close(closeOptions);
    };
    return context;
  };
  return browser;
}
