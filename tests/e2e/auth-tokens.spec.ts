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

describe('password reset', () => {
  it('mails a link that sets a new password, then the new password logs in', async () => {
    const account = await registerAccount(server.url);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Ai uitat parola?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Trimite linkul de resetare' }).click();
    await page.getByText(/Dacă adresa de email există/).waitFor();

    const mail = await server.mail.waitFor(account.email, 10_000);
    const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const target = new URL(link!);
    expect(target.searchParams.get('email')).toBe(account.email);
    await page.goto(`${target.pathname}${target.search}`);
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
    await page.getByLabel('Parolă nouă').fill('parola-noua-2');
    await page.getByLabel('Confirmă parola').fill('parola-noua-2');
    await page.getByRole('button', { name: 'Salvează parola nouă' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(/Acum te poți autentifica/).waitFor();

    await logInThroughUi(page, account.email, 'parola-noua-2');
    expect((await storedSession(page))?.user?.email).toBe(account.email);
  });

  it('gives the same neutral answer for an unknown email, and leads back to login', async () => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-here@example.test');
    await page.getByRole('button', { name: 'Trimite linkul de resetare' }).click();
    await page.getByText(/Dacă adresa de email există/).waitFor();
    await page.getByRole('link', { name: 'Înapoi la autentificare' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('refuses a used or forged token with the server message', async () => {
    const account = await registerAccount(server.url);
    await page.goto(`/reset-password?token=forged-token&email=${encodeURIComponent(account.email)}`);
    await page.getByLabel('Parolă nouă').fill('parola-noua-2');
    await page.getByLabel('Confirmă parola').fill('parola-noua-2');
    await page.getByRole('button', { name: 'Salvează parola nouă' }).click();
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset-password');
  });
});

describe('tokens', () => {
  it('refreshes an access token the server no longer accepts, transparently', async () => {
    const account = await registerAccount(server.url);
    await logInThroughUi(page, account.email, account.password);
    const before = await storedSession(page);
    // The server forgets this access token (as when it expires); the refresh token still works.
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('auth') ?? '{}');
      localStorage.setItem('auth', JSON.stringify({ ...auth, accessToken: 'expired-access-token' }));
    });
    const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/oauth/token') && res.status() === 200);
    await page.goto('/account');
    await refreshed;
    await page.getByRole('heading', { name: 'Cont' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    const after = await storedSession(page);
    expect(after?.accessToken).not.toBe('expired-access-token');
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect((await fetchUser(server.url, after!.accessToken)).status).toBe(200);
  });

  it('refreshes before calling when the stored expiry has passed', async () => {
    const account = await registerAccount(server.url);
    await logInThroughUi(page, account.email, account.password);
    const before = await storedSession(page);
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('auth') ?? '{}');
      localStorage.setItem('auth', JSON.stringify({ ...auth, expiresAt: Date.now() - 1000 }));
    });
    const userCalls: (string | undefined)[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/user')) userCalls.push(req.headers().authorization);
    });
    await page.goto('/account');
    await expect.poll(async () => (await storedSession(page))?.accessToken).not.toBe(before?.accessToken);
    await expect.poll(() => userCalls.length).toBeGreaterThan(0);
    // No call left with the expired token.
    expect(userCalls).not.toContain(`Bearer ${before?.accessToken}`);
  });

  it('sends the user to /login when a call answers 401 and there is nothing to refresh with', async () => {
    const account = await registerAccount(server.url);
    // Signing in loads the user's automobiles and catches up on notifications: let those
    // calls answer before the session ends, so the next call is the account screen's.
    const automobilesLoaded = page.waitForResponse((res) => res.url().endsWith('/api/automobiles'));
    const caughtUp = page.waitForResponse((res) => res.url().includes('/api/notifications'));
    await logInThroughUi(page, account.email, account.password, { remember: false });
    expect((await automobilesLoaded).status()).toBe(200);
    expect((await caughtUp).status()).toBe(200);
    const session = await storedSession(page);
    expect(session?.refreshToken).toBeFalsy();
    // The session ends elsewhere (signed out on another device).
    const res = await fetch(`${server.url}/api/logout`, { headers: { authorization: `Bearer ${session?.accessToken}` } });
    expect(res.status).toBe(200);
    // Inside the running app (no reload): opening the account screen calls GET /api/user.
    await page.getByRole('button', { name: 'Meniu' }).click();
    await page.getByRole('link', { name: 'Cont' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storedSession(page)).toBeNull();
    await page.getByRole('heading', { name: 'Autentificare' }).waitFor();
  });
});
