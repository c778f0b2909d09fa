import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPhoneContext, saveScreenshot } from '../support/browser';
import { fetchUser, logInThroughUi, registerAccount, storedSession } from '../support/e2e-accounts';
import { startE2eServer, type E2eServer } from '../support/e2e-server';

const admin = { email: 'admin@example.test', password: 'admin-parola-1' };
let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startE2eServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
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

const menu = () => page.getByRole('dialog', { name: 'Meniu' });
const menuIsOpen = () => page.locator('#side-menu').getAttribute('data-open');
async function openMenu() {
  await page.getByRole('button', { name: 'Meniu' }).click();
  await menu().getByRole('button', { name: 'Închide meniul' }).waitFor();
  expect(await menuIsOpen()).toBe('true');
}
async function signIn() {
  const account = await registerAccount(server.url, { name: 'Maria Ionescu' });
  await logInThroughUi(page, account.email, account.password);
  return account;
}

describe('the side menu', () => {
  it('is only there for a signed-in user, with the bottom bar', async () => {
    await page.goto('/login');
    expect(await page.getByRole('navigation', { name: 'Principal' }).count()).toBe(0);
    expect(await page.locator('#side-menu').count()).toBe(0);
    await signIn();
    const bar = page.getByRole('navigation', { name: 'Principal' });
    for (const name of ['Caută', 'Rezervări', 'Parcări', 'Meniu']) await bar.getByRole(name === 'Meniu' ? 'button' : 'link', { name }).waitFor();
  });

  it('closes on the backdrop', async () => {
    await signIn();
    await openMenu();
    await page.mouse.click(20, 400);
    await expect.poll(menuIsOpen).toBe('false');
  });

  it('closes on its close button and gives focus back to the menu button', async () => {
    await signIn();
    await openMenu();
    await menu().getByRole('button', { name: 'Închide meniul' }).click();
    await expect.poll(menuIsOpen).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Meniu');
  });

  it('closes on a link click, which navigates', async () => {
    await signIn();
    await openMenu();
    await menu().getByRole('link', { name: 'Cum funcționează' }).click();
    await page.waitForURL((url) => url.pathname === '/how-it-works');
    await expect.poll(menuIsOpen).toBe('false');
  });

  it('closes on a route change (browser back)', async () => {
    await signIn();
    await page.getByRole('link', { name: 'Rezervări' }).click();
    await page.waitForURL((url) => url.pathname === '/reservations');
    await openMenu();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(menuIsOpen).toBe('false');
  });

  it('traps the focus while open and closes on Escape', async () => {
    await signIn();
    await openMenu();
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#side-menu')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(menuIsOpen).toBe('false');
  });

  it('shows the admin group to an administrator only', async () => {
    await signIn();
    await openMenu();
    await menu().getByRole('link', { name: 'Cont' }).waitFor();
    expect(await menu().getByText('Administrare').count()).toBe(0);
    expect(await menu().getByRole('link', { name: 'Utilizatori' }).count()).toBe(0);
    await menu().getByRole('button', { name: 'Deconectare' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await logInThroughUi(page, admin.email, admin.password);
    await openMenu();
    const group = menu().getByRole('region', { name: 'Administrare' });
    for (const name of ['Utilizatori', 'Automobile', 'Rezervări', 'Locuri de parcare', 'Tranzacții', 'Locații']) {
      await group.getByRole('link', { name }).waitFor();
    }
    await group.getByRole('link', { name: 'Utilizatori' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
  });
});

describe('the account screen', () => {
  it('saves name and phone with a blank password, which keeps the old one', async () => {
    const account = await signIn();
    await page.goto('/account');
    await page.getByLabel('Nume').fill('Maria Ionescu-Pop');
    await page.getByLabel('Telefon').fill('0722 000 111');
    await page.getByRole('button', { name: 'Salvează modificările' }).click();
    await page.getByText('Contul tău a fost actualizat.').waitFor();
    const user = (await fetchUser(server.url, (await storedSession(page))!.accessToken)).body;
    expect(user).toMatchObject({ name: 'Maria Ionescu-Pop', phone: '0722 000 111' });
    await page.getByText('Nicio locație încă').waitFor();

    await page.reload();
    expect(await page.getByLabel('Nume').inputValue()).toBe('Maria Ionescu-Pop');
    await page.getByRole('button', { name: 'Meniu' }).click();
    await menu().getByRole('button', { name: 'Deconectare' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logInThroughUi(page, account.email, account.password);
  });

  it('asks for the current password to change the password, and shows its field error', async () => {
    const account = await signIn();
    await page.goto('/account');
    await page.getByLabel('Parolă nouă').fill('parola-noua-3');
    await page.getByLabel('Confirmă parola nouă').fill('parola-noua-3');
    await page.getByLabel('Parola actuală').fill('not-my-password');
    await page.getByRole('button', { name: 'Salvează modificările' }).click();
    await page.getByText('Parola actuală nu este corectă.').waitFor();
    expect(await page.getByLabel('Parola actuală').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Parola actuală').fill(account.password);
    await page.getByRole('button', { name: 'Salvează modificările' }).click();
    await page.getByText('Contul tău a fost actualizat.').waitFor();
    expect(await page.getByLabel('Parolă nouă').inputValue()).toBe('');
  });
});

describe('languages', () => {
  it('switches ro <-> en at once, keeps it over a reload and saves it on the account', async () => {
    const account = await signIn();
    await page.getByRole('heading', { name: 'Caută' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro');
    await openMenu();
    const saved = page.waitForResponse((res) => /\/api\/users\/\d+$/.test(res.url()) && res.request().method() === 'PUT');
    await menu().getByRole('button', { name: 'English' }).click();
    // The open screen changes without a reload.
    await page.getByRole('heading', { name: 'Search' }).waitFor();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Account' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect((await saved).status()).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect((await fetchUser(server.url, (await storedSession(page))!.accessToken)).body.language).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Search' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reservations' }).waitFor();

    await openMenuEn();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Română' }).click();
    await page.getByRole('heading', { name: 'Caută' }).waitFor();
    await expect.poll(async () => (await fetchUser(server.url, account.token)).body.language).toBe('ro');
  });

  it('translates the country list into the chosen language', async () => {
    await signIn();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('countries') ?? '[]').find((c: { value: string }) => c.value === 'DE')?.label)).toBe('Germania');
    await page.getByRole('button', { name: 'Meniu' }).click();
    await menu().getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('countries') ?? '[]').find((c: { value: string }) => c.value === 'DE')?.label)).toBe('Germany');
  });
});

async function openMenuEn() {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).waitFor();
}

describe('screenshots at 360x740 (tests/e2e/screenshots)', () => {
  for (const language of ['ro', 'en'] as const) {
    it(`login, home with the menu open and account, in ${language}`, async () => {
      await page.goto('/login');
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await saveScreenshot(page, `login-${language}`);

      const account = await registerAccount(server.url, { name: 'Maria Ionescu', language });
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel(language === 'ro' ? 'Parolă' : 'Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: language === 'ro' ? 'Autentificare' : 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      // Let the welcome toast go before the pictures.
      await page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('.toast__close').forEach((b) => b.click()));
      await page.getByRole('button', { name: language === 'ro' ? 'Meniu' : 'Menu' }).click();
      await page.waitForTimeout(400);
      await saveScreenshot(page, `home-menu-${language}`);

      await page.goto('/account');
      await page.getByRole('heading', { name: language === 'ro' ? 'Cont' : 'Account' }).waitFor();
      await saveScreenshot(page, `account-${language}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    });
  }
});
