import type { Page } from 'playwright-core';
import { phoneViewport, saveScreenshot } from './browser';

/** The narrowest phone the app is made for (PRODUCT: "320 px"). */
export const narrowViewport = { width: 320, height: 640 };

/**
 * What does not fit the current screen at 320x640: the page scrolling sideways, or a visible
 * button or link whose box ends past the screen's edge (clipped or out of reach). A control
 * inside a strip that scrolls sideways on purpose (a row of chips) counts only when the strip
 * itself sticks out. Each offender as "what (its accessible name): where it ends".
 */
export async function narrowOffenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (width !== 320) found.push(`layout viewport is ${width} px wide, not 320`);
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth !== width) found.push(`the page scrolls sideways: ${scrollWidth} px of content`);
    const scroller = (element: Element): Element | undefined => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollWidth > parent.clientWidth) return parent;
      }
      return undefined;
    };
    const nameOf = (element: Element) =>
      (
        element.getAttribute('aria-label') ||
        (element as HTMLElement).innerText ||
        element.getAttribute('title') ||
        element.tagName
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);
    for (const control of document.querySelectorAll('button, a[href], [role="button"], [role="link"]')) {
      const box = control.getBoundingClientRect();
      // Hidden, or visually hidden until focused (the skip link).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
      const strip = scroller(control);
      const edge = strip ? strip.getBoundingClientRect() : box;
      if (edge.right > width + 0.5 || edge.left < -0.5) {
        found.push(
          `${control.tagName.toLowerCase()} "${nameOf(control)}": ${Math.round(edge.left)}–${Math.round(edge.right)} px`,
        );
      }
    }
    return found;
  });
}

/** Lets a resize settle: two frames (the layout, then what a resize observer changed). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

/**
 * The screen on `page` at 320x640: its offenders (see narrowOffenders), the control matching
 * `mustShow` covered or off screen (see uncovered), a screenshot when `screenshot` names one,
 * then back to the phone's 360x740.
 */
export async function checkNarrow(
  page: Page,
  options: { screenshot?: string; mustShow?: string } = {},
): Promise<string[]> {
  const { screenshot, mustShow } = options;
  await page.setViewportSize(narrowViewport);
  await settle(page);
  const offenders = await narrowOffenders(page);
  if (mustShow) {
    const shown = await uncovered(page, mustShow);
    if (shown !== 'ok') offenders.push(`${mustShow}: ${shown}`);
  }
  if (screenshot) await saveScreenshot(page, screenshot);
  await page.setViewportSize(phoneViewport);
  await settle(page);
  return offenders;
}

/**
 * Is the control matching `selector` on screen and the top thing at its centre (not covered by
 * a bar, a sheet's edge or a toast)? 'ok', or what covers it.
 */
async function uncovered(page: Page, selector: string): Promise<string> {
  return page.evaluate((selector) => {
    const control = document.querySelector(selector);
    if (!control) return `no ${selector}`;
    const box = control.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > document.documentElement.clientWidth || y > window.innerHeight) {
      return `off screen at ${Math.round(x)},${Math.round(y)}`;
    }
    const top = document.elementFromPoint(x, y);
    if (top && (top === control || control.contains(top))) return 'ok';
    return `covered by ${top ? `${top.tagName.toLowerCase()}.${[...top.classList].join('.')}` : 'nothing'}`;
  }, selector);
}
