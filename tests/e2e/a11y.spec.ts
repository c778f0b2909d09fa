import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, blocking, type AxeFinding } from '../support/axe';
import { browserZone, saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession } from '../support/e2e-accounts';
import { apiLogin, callApi } from '../support/e2e-api';
import { grantCredits } from '../support/e2e-booking';
import { dismissToasts, signInAs } from '../support/e2e-owner';
import { CENTRE, newDriver, reserveThroughApi, seedLot, type Driver } from '../support/e2e-finder-data';
import { cutSortText } from '../support/e2e-admin';
import { useE2eSession } from '../support/e2e-session';
import { checkNarrow, narrowViewport } from '../support/narrow-screen';

// The accessibility sweep: axe-core on every screen, in both languages, at 360x740. No
// serious or critical finding anywhere; none at all on login, home, reservations and a
// reservation's page. One sign-in per language and role: the screens are visited in turn.
// Each screen is then narrowed to 320x640 on the spot (the narrowest phone the app is made
// for): no sideways scroll, no button or link past the edge. At 360x740 each screen also
// scrolls not sideways and says its language (<html lang>), and its picture is saved
// (tests/e2e/screenshots): the pictures of every screen at 360x740 are this sweep's.

const admin = { email: 'admin@example.test', password: 'admin-parola-1' };
const e2e = useE2eSession({
  tiles: true,
  env: (tiles) => ({ TILE_URL: tiles?.template ?? '', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
});
let adminToken: string;
let driver: Driver;
let lotId: number;
let ownLotId: number;
let reservationId: number;

beforeAll(async () => {
  adminToken = await apiLogin(e2e.server.url, admin.email, admin.password);
  const owner = await registerAccount(e2e.server.url, { name: 'Ioana Proprietar' });
  const lot = await seedLot(e2e.server.url, owner.token, { identifier: 'A-11', zone: 'Zona Roșie', north: 0, east: 0 });
  lotId = lot.id;
  driver = await newDriver(e2e.server.url, adminToken);
  // The driver owns a lot too, so the owner's screens have something to show.
  ownLotId = (await seedLot(e2e.server.url, driver.token, { identifier: 'D-7', zone: 'Centru', north: 30, east: 10 }))
    .id;
  const booked = await reserveThroughApi(
    e2e.server.url,
    driver,
    lotId,
    DateTime.now().plus({ days: 1 }).set({ hour: 10, minute: 0 }),
    60,
  );
  reservationId = booked.id;
  // A week of mornings from next Monday: the reservations screen shows its series card.
  const today = DateTime.now().setZone(browserZone).startOf('day');
  await callApi(e2e.server.url, driver.token, 'POST', 'reservation-series', {
    parking_lot_id: lotId,
    automobile_id: driver.automobileId,
    weekdays: [1, 2, 3, 4, 5],
    from: '08:00',
    to: '09:00',
    start_date: today.plus({ days: 8 - today.weekday }).toFormat('yyyy-MM-dd'),
    weeks: 1,
  });
});

type Screen = {
  path: string;
  strict?: boolean;
  ready?: string;
  /** The screen's main heading (level 1), when the sweep checks its words too. */
  heading?: string;
  /**
   * A state of the screen to check instead of its first look (a sheet opened): its name, and
   * the control that must still show, uncovered, at 320x640.
   */
  state?: { name: string; open: () => Promise<void>; mustShow: string };
  /** Saves a picture at 320x640 too, under this name. */
  narrowShot?: string;
  /**
   * An admin list: its rows (or its empty state) show, and its chosen sort reads whole at
   * 360x740 (it was cut to "Newest start fi" on a phone).
   */
  list?: boolean;
};

/** A lot's sheet open on the finder, then Filtre and the range unfolded too: the least room for the sheet. */
const finderWithEverythingOpen = {
  name: 'sheet-filters-range',
  // The sheet's "Rezervă".
  mustShow: '.lot-panel button[type="submit"]',
  open: async () => {
    const page = e2e.page;
    await page
      .locator(`.lot-card[data-lot-id="${lotId}"]`)
      .getByRole('button', { name: /^(Rezervă|Reserve)$/ })
      .click();
    await page.locator('.lot-panel button[type="submit"]').waitFor();
    const filters = page.getByRole('button', { name: /^(Filtre|Filters)$/ });
    if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
    const range = page.getByTestId('range-line').locator('xpath=..');
    if ((await range.getAttribute('aria-expanded')) !== 'true') await range.click();
  },
};

async function sweep(screens: Screen[], language: 'ro' | 'en', tag: string) {
  const failures: { path: string; findings: AxeFinding[] }[] = [];
  const narrow: { path: string; offenders: string[] }[] = [];
  const at360: { path: string; problems: string[] }[] = [];
  for (const screen of screens) {
    await e2e.page.goto(screen.path);
    await e2e.page
      .locator(screen.ready ?? 'main h1, h1')
      .first()
      .waitFor();
    if (screen.heading) await e2e.page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
    await e2e.page.waitForLoadState('networkidle').catch(() => undefined);
    await dismissToasts(e2e.page);
    await screen.state?.open();
    const path = screen.state ? `${screen.path} (${screen.state.name})` : screen.path;
    const problems = await e2e.page.evaluate((expected) => {
      const found: string[] = [];
      const lang = document.documentElement.lang;
      if (lang !== expected) found.push(`<html lang="${lang}">`);
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth > window.innerWidth) found.push(`the page scrolls sideways: ${scrollWidth} px of content`);
      return found;
    }, language);
    if (screen.list) {
      await e2e.page.locator('.admin-rows, .empty-state').first().waitFor();
      const cut = await cutSortText(e2e.page, language);
      if (cut !== null) problems.push(`the sort "${cut}" is cut`);
    }
    if (problems.length) at360.push({ path, problems });
    const findings = blocking(await axeViolations(e2e.page), screen.strict ?? false);
    if (findings.length) failures.push({ path, findings });
    const name =
      (screen.path.replace(/[/?=&]+/g, '-').replace(/^-|-$/g, '') || 'home') +
      (screen.state ? `-${screen.state.name}` : '');
    await saveScreenshot(e2e.page, `a11y-${tag}-${name}-${language}`);
    const offenders = await checkNarrow(e2e.page, {
      screenshot: screen.narrowShot && `narrow-320-${screen.narrowShot}-${language}`,
      mustShow: screen.state?.mustShow,
    });
    if (offenders.length) narrow.push({ path, offenders });
  }
  expect({ axe: failures, at320: narrow, at360 }).toEqual({ axe: [], at320: [], at360: [] });
}

for (const language of ['ro', 'en'] as const) {
  describe(`every screen in ${language}`, () => {
    it('as a guest', async () => {
      await e2e.page.goto('/login');
      if (language === 'en') {
        await e2e.page.evaluate(() => localStorage.setItem('language', 'en'));
      }
      await sweep(
        [
          { path: '/login', strict: true },
          { path: '/register' },
          { path: '/forgot-password' },
          { path: '/reset-password?token=abc&email=a%40b.test' },
        ],
        language,
        'guest',
      );
    });

    it('as a driver and owner', async () => {
      // A phone that knows where it is: the finder's cards show their distance (the widest cards).
      await e2e.context.grantPermissions(['geolocation'], { origin: e2e.server.url });
      await e2e.context.setGeolocation({ latitude: CENTRE.lat + 0.02, longitude: CENTRE.lng, accuracy: 25 });
      await signInAs(e2e.page, driver, language);
      const automobile = `/automobiles/${driver.automobileId}`;
      await sweep(
        [
          { path: '/', strict: true, ready: '[data-testid="lot-distance"]', narrowShot: 'finder' },
          { path: '/', ready: '.lot-card', state: finderWithEverythingOpen, narrowShot: 'sheet' },
          { path: '/?mode=map', ready: '.finder-map canvas' },
          { path: '/reservations', strict: true },
          { path: `/reservations/${reservationId}`, strict: true, ready: '[data-testid="directions"]' },
          {
            path: `/reservations/${reservationId}/pass`,
            strict: true,
            ready: '[data-testid="pass-qr"]',
            narrowShot: 'pass',
          },
          { path: '/credits', narrowShot: 'credits' },
          { path: '/notifications', narrowShot: 'inbox' },
          { path: '/automobiles' },
          { path: '/automobiles/add' },
          { path: automobile },
          { path: `${automobile}/edit` },
          { path: `${automobile}/technical-inspections` },
          { path: '/driving-licenses' },
          { path: '/driving-licenses/add' },
          { path: '/parking-lots' },
          { path: '/parking-lots/add' },
          { path: '/parking-lots/check', strict: true },
          { path: `/parking-lots/${ownLotId}` },
          { path: `/parking-lots/${ownLotId}/edit` },
          { path: `/parking-lots/${lotId}/ratings` },
          { path: '/parking-lots/reliability' },
          { path: '/locations' },
          { path: '/account', heading: language === 'ro' ? 'Cont' : 'Account' },
          { path: '/about' },
          { path: '/how-it-works' },
        ],
        language,
        'driver',
      );
    }, 240_000);

    it('as an admin', async () => {
      await signInAs(e2e.page, admin, language);
      await sweep(
        [
          { path: '/admin' },
          { path: '/admin/users', list: true },
          { path: '/admin/automobiles', list: true },
          { path: '/admin/locations', list: true },
          { path: '/admin/ratings' },
          { path: '/admin/owners-out-of-search' },
          { path: '/admin/parking-lots', list: true },
          { path: '/admin/reservations', list: true },
          { path: '/admin/transactions', list: true },
          { path: '/admin/credit-requests' },
        ],
        language,
        'admin',
      );
    }, 120_000);
  });
}

/**
 * A notification arrives (credits granted) as a toast while `guarded` is at the top of a
 * 320x640 screen, the worst place for a toast at the top: the toast is there (announced), and
 * wherever it shows, its box meets no box the screen guards (the QR code, the pass's times, the
 * check's verdict).
 */
async function toastArrivesOver(guarded: string): Promise<void> {
  const page = e2e.page;
  await page.locator(guarded).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await grantCredits(e2e.server.url, adminToken, driver.userId, 1, 'Test');
  await page.locator('.toast').first().waitFor({ state: 'attached', timeout: 20_000 });
  // Placed within the moment it came (polled: a toast mid-way through its entrance counts too).
  const overlaps: string[] = [];
  for (let sample = 0; sample < 10; sample++) {
    const found = await page.evaluate(() => {
      const shown = document.querySelector('.toaster')?.getAttribute('data-placement') !== 'held';
      if (!shown) return [];
      const within = (a: DOMRect, b: DOMRect) =>
        a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
      const guards = [...document.querySelectorAll('[data-testid="pass-qr"], .parking-pass__facts, .pass-verdict')];
      return [...document.querySelectorAll('.toast')].flatMap((toast) =>
        guards
          .filter((guard) => within(toast.getBoundingClientRect(), guard.getBoundingClientRect()))
          .map((guard) => `${(toast as HTMLElement).innerText} over ${guard.className || guard.tagName}`),
      );
    });
    overlaps.push(...found);
    await page.waitForTimeout(100);
  }
  expect(overlaps).toEqual([]);
  await saveScreenshot(page, `toast-clear-of-${guarded.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`);
  await dismissToasts(page);
}

describe('toasts', () => {
  it('never cover the QR code, the pass’s times or the check’s verdict', async () => {
    const page = e2e.page;
    await page.setViewportSize(narrowViewport);
    await signInWithSession(page, driver);
    await page.goto(`/reservations/${reservationId}/pass`);
    await page.getByTestId('pass-qr').waitFor();
    // The app has caught up with the driver's notifications (it records the last it saw): from
    // then on a new one pops up, live or on the next catch-up. A grant before that first
    // catch-up only marks where the inbox starts, and never shows as a toast.
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`notifications.last-seen.${id}`), driver.userId), {
        timeout: 15_000,
      })
      .not.toBeNull();
    await toastArrivesOver('[data-testid="pass-qr"]');
    await toastArrivesOver('.parking-pass__facts');

    await page.goto('/parking-lots/check');
    await page.getByLabel(/^(Codul tichetului|Pass code)$/).fill('nu-e-un-tichet');
    await page.getByRole('button', { name: /^(Verifică tichetul|Check the pass)$/ }).click();
    await page.locator('.pass-verdict').waitFor();
    await toastArrivesOver('.pass-verdict');
    await page.setViewportSize({ width: 360, height: 740 });
  }, 90_000);
});
