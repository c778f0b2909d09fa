import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext } from '../support/browser';
import { fetchUser, logInThroughUi, registerAccount, storedSession } from '../support/e2e-accounts';
import { startE2eServer, type E2eServer } from '../support/e2e-server';

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await newPhoneContext(browser, server.url);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const path = () => new URL(page.url()).pathname;

describe('route guards', () => {
  it('sends a guest on a protected route to /login, remembering where they were going', async () => {
    for (const target of ['/', '/reservations', '/account', '/automobiles/3/insurances', '/admin/users']) {
      await page.goto(target);
      await page.waitForURL((url) => url.pathname === '/login');
    }
    await page.goto('/reservations');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/reservations');
  });

  it('lets a guest open the guest-only screens', async () => {
    for (const target of ['/login', '/register', '/forgot-password', '/reset-password?token=abc&email=a@b.ro']) {
      await page.goto(target);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(path()).toBe(target.split('?')[0]);
    }
  });

  it('takes a guest back where they were going after logging in', async () => {
    const account = await registerAccount(server.url);
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Parolă', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Autentificare' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
  });

  it('sends a signed-in user on a guest-only route home', async () => {
    const account = await registerAccount(server.url);
    await logInThroughUi(page, account.email, account.password);
    for (const target of ['/login', '/register', '/forgot-password', '/reset-password']) {
      await page.goto(target);
      await page.waitForURL((url) => url.pathname === '/');
    }
  });

  it('sends a non-admin on an admin route home', async () => {
    const account = await registerAccount(server.url);
    await logInThroughUi(page, account.email, account.password);
    for (const target of ['/admin/users', '/admin/locations', '/admin']) {
      await page.goto(target);
      await page.waitForURL((url) => url.pathname === '/');
    }
  });

  it('loads the user first when a token is stored without one', async () => {
    const account = await registerAccount(server.url);
    await page.goto('/login');
    await page.evaluate((token) => {
      localStorage.setItem('auth', JSON.stringify({ accessToken: token, refreshToken: null, expiresAt: null, scopes: ['user'], user: null }));
    }, account.token);
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Cont' }).waitFor();
    expect(path()).toBe('/account');
    expect((await storedSession(page))?.user?.email).toBe(account.email);
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
  });

  it('scrolls to the top on navigation', async () => {
    const account = await registerAccount(server.url);
    await logInThroughUi(page, account.email, account.password);
    await page.goto('/how-it-works');
    await page.getByRole('heading', { name: 'Fii mereu la timp' }).waitFor();
    // Keep the page tall after navigating too, so only the app can bring the scroll back to 0.
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 3000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('link', { name: 'Rezervări' }).click();
    await page.waitForURL((url) => url.pathname === '/reservations');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('sign-in and sign-out', () => {
  it('registers and lands on home, signed in', async () => {
    await page.goto('/register');
    await page.getByLabel('Nume').fill('Ioana Marin');
    await page.getByLabel('Email').fill(`ioana-${Date.now()}@example.test`);
    await page.getByLabel('Telefon').fill('+40 722 123 456');
    await page.getByLabel('Parolă', { exact: true }).fill('parola-sigura-1');
    await page.getByLabel('Confirmă parola').fill('parola-sigura-1');
    await page.getByRole('button', { name: 'Creează contul' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Principal' }).waitFor();
    await page.getByText('Contul tău este gata.').waitFor();
    const stored = await storedSession(page);
    expect(stored?.user?.email).toMatch(/^ioana-/);
    expect(stored?.refreshToken).toBeTruthy();
  });

  it('shows the server field errors of a failed registration', async () => {
    await page.goto('/register');
    await page.getByLabel('Nume').fill('Ioana');
    await page.getByLabel('Email').fill(`ioana-${Date.now()}@example.test`);
    await page.getByLabel('Parolă', { exact: true }).fill('parola-sigura-1');
    await page.getByLabel('Confirmă parola').fill('alta-parola-2');
    await page.getByRole('button', { name: 'Creează contul' }).click();
    await page.getByText('Corectează erorile din formular').waitFor();
    expect(await page.getByLabel('Confirmă parola').getAttribute('aria-invalid')).toBe('true');
    expect(path()).toBe('/register');
  });

  it('logs out to /login, clears the storage and ends the session on the server', async () => {
    const account = await registerAccount(server.url);
    await logInThroughUi(page, account.email, account.password);
    const token = (await storedSession(page))?.accessToken ?? '';
    await page.getByRole('button', { name: 'Meniu' }).click();
    await page.getByRole('button', { name: 'Deconectare' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedSession(page)).toBeNull();
    expect((await fetchUser(server.url, token)).status).toBe(401);
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it("shows 'Invalid email or password' in the current language for a wrong password", async () => {
    const account = await registerAccount(server.url);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Parolă', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Autentificare' }).click();
    await page.getByRole('alert').getByText('Email sau parolă incorecte').waitFor();
    expect(await storedSession(page)).toBeNull();

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    expect(path()).toBe('/login');
  });
});
