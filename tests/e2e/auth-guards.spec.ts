import { describe, expect, it } from 'vitest';
import { fetchUser, logInThroughUi, registerAccount, storedSession } from '../support/e2e-accounts';
import { phoneContextOptions, saveScreenshot } from '../support/browser';
import { useE2eSession } from '../support/e2e-session';

const e2e = useE2eSession();

const path = () => new URL(e2e.page.url()).pathname;

describe('route guards', () => {
  it('sends a guest on a protected route to /login, remembering where they were going', async () => {
    for (const target of ['/', '/reservations', '/account', '/automobiles/3/insurances', '/admin/users']) {
      await e2e.page.goto(target);
      await e2e.page.waitForURL((url) => url.pathname === '/login');
    }
    await e2e.page.goto('/reservations');
    await e2e.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(e2e.page.url()).searchParams.get('redirect')).toBe('/reservations');
  });

  it('lets a guest open the guest-only screens', async () => {
    for (const target of ['/login', '/register', '/forgot-password', '/reset-password?token=abc&email=a@b.ro']) {
      await e2e.page.goto(target);
      await e2e.page.getByRole('heading', { level: 1 }).waitFor();
      expect(path()).toBe(target.split('?')[0]);
    }
  });

  it('takes a guest back where they were going after logging in', async () => {
    const account = await registerAccount(e2e.server.url);
    await e2e.page.goto('/account');
    await e2e.page.waitForURL((url) => url.pathname === '/login');
    await e2e.page.getByLabel('Email').fill(account.email);
    await e2e.page.getByLabel('Parolă', { exact: true }).fill(account.password);
    await e2e.page.getByRole('button', { name: 'Autentificare' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/account');
  });

  it('sends a signed-in user on a guest-only route home', async () => {
    const account = await registerAccount(e2e.server.url);
    await logInThroughUi(e2e.page, account.email, account.password);
    for (const target of ['/login', '/register', '/forgot-password', '/reset-password']) {
      await e2e.page.goto(target);
      await e2e.page.waitForURL((url) => url.pathname === '/');
    }
  });

  it('sends a non-admin on an admin route home', async () => {
    const account = await registerAccount(e2e.server.url);
    await logInThroughUi(e2e.page, account.email, account.password);
    for (const target of ['/admin/users', '/admin/locations', '/admin']) {
      await e2e.page.goto(target);
      await e2e.page.waitForURL((url) => url.pathname === '/');
    }
  });

  it('loads the user first when a token is stored without one', async () => {
    const account = await registerAccount(e2e.server.url);
    await e2e.page.goto('/login');
    await e2e.page.evaluate((token) => {
      localStorage.setItem(
        'auth',
        JSON.stringify({ accessToken: token, refreshToken: null, expiresAt: null, scopes: ['user'], user: null }),
      );
    }, account.token);
    await e2e.page.goto('/account');
    await e2e.page.getByRole('heading', { name: 'Cont' }).waitFor();
    expect(path()).toBe('/account');
    expect((await storedSession(e2e.page))?.user?.email).toBe(account.email);
    expect(await e2e.page.getByLabel('Email').inputValue()).toBe(account.email);
  });

  it("speaks the account's language after a reload when none was kept on this device yet", async () => {
    const account = await registerAccount(e2e.server.url, { language: 'en' });
    await logInThroughUi(e2e.page, account.email, account.password);
    await e2e.page.getByRole('button', { name: 'Menu' }).waitFor();
    // As when the page reloads before the English catalog arrived and the choice was kept.
    await e2e.page.evaluate(() => localStorage.removeItem('language'));
    await e2e.page.goto('/account');
    await e2e.page.getByRole('heading', { name: 'Account' }).waitFor();
    expect(await e2e.page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('scrolls to the top on navigation', async () => {
    const account = await registerAccount(e2e.server.url);
    await logInThroughUi(e2e.page, account.email, account.password);
    await e2e.page.goto('/how-it-works');
    await e2e.page.getByRole('heading', { name: 'Fii mereu la timp' }).waitFor();
    // Keep the page tall after navigating too, so only the app can bring the scroll back to 0.
    await e2e.page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 3000);
    });
    expect(await e2e.page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await e2e.page.getByRole('link', { name: 'Rezervări' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/reservations');
    await expect.poll(() => e2e.page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('sign-in and sign-out', () => {
  it('registers and lands on home, signed in', async () => {
    await e2e.page.goto('/register');
    await e2e.page.getByLabel('Nume').fill('Ioana Marin');
    await e2e.page.getByLabel('Email').fill(`ioana-${Date.now()}@example.test`);
    await e2e.page.getByLabel('Telefon').fill('+40 722 123 456');
    await e2e.page.getByLabel('Parolă', { exact: true }).fill('parola-sigura-1');
    await e2e.page.getByLabel('Confirmă parola').fill('parola-sigura-1');
    await e2e.page.getByRole('button', { name: 'Creează contul' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/');
    await e2e.page.getByRole('navigation', { name: 'Principal' }).waitFor();
    await e2e.page.getByText('Contul tău este gata.').waitFor();
    const stored = await storedSession(e2e.page);
    expect(stored?.user?.email).toMatch(/^ioana-/);
    expect(stored?.refreshToken).toBeTruthy();
  });

  it('shows the server field errors of a failed registration', async () => {
    await e2e.page.goto('/register');
    await e2e.page.getByLabel('Nume').fill('Ioana');
    await e2e.page.getByLabel('Email').fill(`ioana-${Date.now()}@example.test`);
    await e2e.page.getByLabel('Parolă', { exact: true }).fill('parola-sigura-1');
    await e2e.page.getByLabel('Confirmă parola').fill('alta-parola-2');
    await e2e.page.getByRole('button', { name: 'Creează contul' }).click();
    await e2e.page.getByText('Corectează erorile din formular').waitFor();
    expect(await e2e.page.getByLabel('Confirmă parola').getAttribute('aria-invalid')).toBe('true');
    expect(path()).toBe('/register');
  });

  it('logs out to /login, clears the storage and ends the session on the server', async () => {
    const account = await registerAccount(e2e.server.url);
    await logInThroughUi(e2e.page, account.email, account.password);
    const token = (await storedSession(e2e.page))?.accessToken ?? '';
    await e2e.page.getByRole('button', { name: 'Meniu' }).click();
    await e2e.page.getByRole('button', { name: 'Deconectare' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/login');
    expect(await storedSession(e2e.page)).toBeNull();
    expect((await fetchUser(e2e.server.url, token)).status).toBe(401);
    await e2e.page.goto('/account');
    await e2e.page.waitForURL((url) => url.pathname === '/login');
  });

  it("shows 'Invalid email or password' in the current language for a wrong password", async () => {
    const account = await registerAccount(e2e.server.url);
    await e2e.page.goto('/login');
    await e2e.page.getByLabel('Email').fill(account.email);
    await e2e.page.getByLabel('Parolă', { exact: true }).fill('not-the-password');
    await e2e.page.getByRole('button', { name: 'Autentificare' }).click();
    await e2e.page.getByRole('alert').getByText('Email sau parolă incorecte').waitFor();
    expect(await storedSession(e2e.page)).toBeNull();

    await e2e.page.getByRole('button', { name: 'English' }).click();
    await e2e.page.getByRole('button', { name: 'Log in' }).click();
    await e2e.page.getByRole('alert').getByText('Invalid email or password').waitFor();
    expect(path()).toBe('/login');
  });
});

describe("the first screen's code, asked for beside the entry", () => {
  for (const language of ['ro', 'en'] as const) {
    it(`fetches /login's chunks and the ${language} catalog while the entry downloads, each once`, async () => {
      const { page } = e2e;
      if (language === 'en') {
        // As the app keeps a choice: in storage, and in a cookie for the server's login page.
        await page.addInitScript(() => localStorage.setItem('language', 'en'));
        await e2e.context.addCookies([{ name: 'language', value: 'en', url: e2e.server.url }]);
      }
      // The entry's answer is held back 1.5 s: what the early script (src/app/early.ts) asks
      // for starts meanwhile, where the app would ask only once the entry has run.
      let entryReleasedAt = 0;
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        entryReleasedAt = Date.now();
        await route.continue();
      });
      const requested: { path: string; at: number }[] = [];
      page.on('request', (r) => requested.push({ path: new URL(r.url()).pathname, at: Date.now() }));
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: language === 'ro' ? 'Autentificare' : 'Log in' }).count()).toBe(1);

      const chunks = await page.evaluate(
        () =>
          JSON.parse(document.getElementById('first-chunks')!.textContent!) as Record<string, Record<string, string[]>>,
      );
      const expected = [...chunks.catalogs![language]!, ...chunks.guest!['/login']!];
      expect(expected.some((f) => /\/login-[^/]+\.js$/.test(f))).toBe(true);
      for (const file of expected) {
        const asked = requested.filter((r) => r.path === file);
        expect(asked, file).toHaveLength(1);
        expect(asked[0]!.at, file).toBeLessThan(entryReleasedAt);
      }
      // The other language's catalog is not fetched.
      const other = language === 'ro' ? 'en' : 'ro';
      for (const file of chunks.catalogs![other]!) expect(requested.some((r) => r.path === file)).toBe(false);
    });
  }
});

/** Holds the app's entry back until the returned function is called. */
async function holdEntry(page: typeof e2e.page): Promise<() => number> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => {
    release();
    return Date.now();
  };
}

describe('the login screen painted before the bundle (prerendered by the build)', () => {
  /** The page's largest-contentful-paint entries, kept from the start (a test double for nothing: Chromium's own). */
  const watchLcp = (page: typeof e2e.page) =>
    page.addInitScript(() => {
      const entries: { at: number; tag: string }[] = ((window as unknown as { lcp: unknown }).lcp = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          entries.push({ at: performance.timeOrigin + entry.startTime, tag: entry.element?.tagName ?? '' });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
  const lcpEntries = (page: typeof e2e.page) =>
    page.evaluate(() => (window as unknown as { lcp: { at: number; tag: string }[] }).lcp);

  it('shows the whole screen with no code, takes no input, and the app then renders it in place', async () => {
    const { page } = e2e;
    await watchLcp(page);
    const releaseEntry = await holdEntry(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const prerendered = page.locator('#root [data-prerendered]');
    await prerendered.waitFor();
    await page.getByRole('heading', { name: 'Autentificare' }).waitFor();
    // Painted, with its stylesheet (a paint waits for it): the page's largest paint is reported.
    await page.waitForFunction(() => (window as unknown as { lcp: unknown[] }).lcp.length > 0);
    expect(await page.title()).toBe('Autentificare · Loc Liber');
    // Nothing typed or tapped now could be lost when the app takes over: the fields are read-only
    // and the screen inert.
    expect(await page.getByLabel('Email').isEditable()).toBe(false);
    expect(await prerendered.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    const boxBefore = await page.getByRole('heading', { level: 1 }).boundingBox();
    await saveScreenshot(page, 'login-prerendered-ro');

    const releasedAt = releaseEntry();
    await prerendered.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(boxBefore);
    // The largest paint is the prerendered screen's, before the code: the app's render of the
    // same screen paints nothing larger.
    const lcp = await lcpEntries(page);
    expect(lcp.length).toBeGreaterThan(0);
    for (const entry of lcp) expect(entry.at).toBeLessThan(releasedAt);

    await page.getByLabel('Email').fill('nobody@example.test');
    await page.getByLabel('Parolă', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Autentificare' }).click();
    await page.getByRole('alert').waitFor();
  });

  it('paints it in English on a device whose language cookie says so', async () => {
    const { page, context } = e2e;
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await context.addCookies([{ name: 'language', value: 'en', url: e2e.server.url }]);
    const releaseEntry = await holdEntry(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.locator('#root [data-prerendered]').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Log in');
    expect(await page.getByRole('button', { name: 'EN · English' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByText('Autentificare').count()).toBe(0);
    await saveScreenshot(page, 'login-prerendered-en');
    releaseEntry();
    await page.locator('#root [data-prerendered]').waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Log in');
  });

  it('drops it on a device that chose English before the cookie existed, and sets the cookie', async () => {
    const { page, context } = e2e;
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    const releaseEntry = await holdEntry(page);
    await page.goto('/login', { waitUntil: 'commit' });
    // The early script removes the Romanian screen before the app has run: no wrong language.
    await page.waitForFunction(
      () => document.getElementById('first-chunks') && !document.querySelector('[data-prerendered]'),
    );
    releaseEntry();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('en');
  });

  it('drops it on a signed-in device, which goes home', async () => {
    const { page } = e2e;
    const account = await registerAccount(e2e.server.url);
    await logInThroughUi(page, account.email, account.password);
    const releaseEntry = await holdEntry(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.waitForFunction(
      () => document.getElementById('first-chunks') && !document.querySelector('[data-prerendered]'),
    );
    releaseEntry();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('the signed-in frame painted before the bundle (prerendered by the build)', () => {
  const frame = () => e2e.page.locator('[data-prerendered-frame]');
  const hint = async () => (await e2e.context.cookies()).find((cookie) => cookie.name === 'signed_in')?.value;
  /**
   * Signs in through the login screen in a context with no service worker: the worker's shell
   * would answer every later load, and the server's page is what is under test.
   */
  async function signInWithoutWorker() {
    await e2e.context.close();
    e2e.context = await e2e.browser.newContext({ ...phoneContextOptions(e2e.server.url), serviceWorkers: 'block' });
    e2e.page = await e2e.context.newPage();
    const account = await registerAccount(e2e.server.url);
    await logInThroughUi(e2e.page, account.email, account.password);
  }

  it('paints the bottom bar with no code on a signed-in device; the app lays its own in the same place', async () => {
    await signInWithoutWorker();
    const { page } = e2e;
    expect(await hint()).toBe('1');
    // Every layout shift from the start (Chromium's own entries; none is expected).
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      // Whether the page ever held two bars at once (the frame must leave in the app's commit).
      new MutationObserver(() => {
        if (document.querySelectorAll('.bottom-bar').length > 1) (window as unknown as { twice: boolean }).twice = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const releaseEntry = await holdEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    // The wrapper has no box of its own: the bar in it is fixed to the bottom.
    await frame().locator('nav').waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // Painted from the HTML and the stylesheet alone: the app has not rendered anything.
    expect(await page.locator('#root').innerHTML()).toBe('');
    expect(await frame().evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    expect(await frame().locator('.bottom-bar__item').allTextContents()).toEqual([
      'Caută',
      'Rezervări',
      'Parcări',
      'Meniu',
    ]);
    expect(
      await frame()
        .getByText('Caută')
        .evaluate((span) => span.parentElement?.getAttribute('aria-current')),
    ).toBe('page');
    const box = await frame().locator('nav').boundingBox();
    expect(box && box.y + box.height).toBe(740);
    await saveScreenshot(page, 'home-frame-prerendered-ro');

    releaseEntry();
    await frame().waitFor({ state: 'detached' });
    const bar = page.getByRole('navigation', { name: 'Principal' });
    expect(await bar.boundingBox()).toEqual(box);
    expect(await page.locator('.bottom-bar').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { twice?: boolean }).twice)).toBeUndefined();
    await page.getByRole('button', { name: 'Hartă' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    // The frame's links were never the ones to tap: the app's are.
    await bar.getByRole('link', { name: 'Rezervări' }).click();
    await page.waitForURL((url) => url.pathname === '/reservations');
  });

  it("paints it in the device's language, and not on any other signed-in screen", async () => {
    await signInWithoutWorker();
    const { page, context } = e2e;
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await context.addCookies([{ name: 'language', value: 'en', url: e2e.server.url }]);
    const releaseEntry = await holdEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    expect(await frame().locator('.bottom-bar__item').allTextContents()).toEqual([
      'Search',
      'Reservations',
      'Parking lots',
      'Menu',
    ]);
    await saveScreenshot(page, 'home-frame-prerendered-en');
    const other = await page.goto('/reservations', { waitUntil: 'commit' });
    expect(await other?.text()).not.toContain('data-prerendered-frame');
    releaseEntry();
    await page.getByRole('heading', { name: 'Reservations' }).waitFor();
  });

  it('sends a device that signed out the plain page, and drops a frame the hint asked for wrongly', async () => {
    await signInWithoutWorker();
    const { page, context } = e2e;
    await page.getByRole('button', { name: 'Meniu' }).click();
    await page.getByRole('button', { name: 'Deconectare' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await hint()).toBeUndefined();
    const plain = await page.goto('/', { waitUntil: 'commit' });
    expect(await plain?.text()).not.toContain('data-prerendered-frame');
    await page.waitForURL((url) => url.pathname === '/login');

    // A hint left behind (storage cleared by hand): the early script removes the frame before
    // the app has run, and clears the hint.
    await context.addCookies([{ name: 'signed_in', value: '1', url: e2e.server.url }]);
    const releaseEntry = await holdEntry(page);
    const hinted = await page.goto('/', { waitUntil: 'commit' });
    expect(await hinted?.text()).toContain('data-prerendered-frame');
    await page.waitForFunction(
      () => document.getElementById('first-chunks') && !document.querySelector('[data-prerendered-frame]'),
    );
    expect(await hint()).toBeUndefined();
    releaseEntry();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
