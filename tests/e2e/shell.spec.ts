import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { fetchUser, logInThroughUi, registerAccount, signInWithSession, storedSession } from '../support/e2e-accounts';
import { dismissToasts } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';

const admin = { email: 'admin@example.test', password: 'admin-parola-1' };
const e2e = useE2eSession({ env: () => ({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }) });

const menu = () => e2e.page.getByRole('dialog', { name: 'Meniu' });
const menuIsOpen = () => e2e.page.locator('#side-menu').getAttribute('data-open');
async function openMenu() {
  await e2e.page.getByRole('button', { name: 'Meniu' }).click();
  await menu().getByRole('button', { name: 'Închide meniul' }).waitFor();
  expect(await menuIsOpen()).toBe('true');
}
/**
 * A new account, signed in without the login screen (the screens after it are under test
 * here; signing in through the login screen is auth-guards.spec.ts's).
 */
async function signIn() {
  const account = await registerAccount(e2e.server.url, { name: 'Maria Ionescu' });
  await signInWithSession(e2e.page, account);
  return account;
}

describe('the side menu', () => {
  it('is only there for a signed-in user, with the bottom bar', async () => {
    await e2e.page.goto('/login');
    expect(await e2e.page.getByRole('navigation', { name: 'Principal' }).count()).toBe(0);
    expect(await e2e.page.locator('#side-menu').count()).toBe(0);
    await signIn();
    const bar = e2e.page.getByRole('navigation', { name: 'Principal' });
    for (const name of ['Caută', 'Rezervări', 'Parcări', 'Meniu'])
      await bar.getByRole(name === 'Meniu' ? 'button' : 'link', { name }).waitFor();
  });

  it('closes on the backdrop', async () => {
    await signIn();
    await openMenu();
    await e2e.page.mouse.click(20, 400);
    await expect.poll(menuIsOpen).toBe('false');
  });

  it('closes on its close button and gives focus back to the menu button', async () => {
    await signIn();
    await openMenu();
    await menu().getByRole('button', { name: 'Închide meniul' }).click();
    await expect.poll(menuIsOpen).toBe('false');
    expect(await e2e.page.evaluate(() => document.activeElement?.textContent)).toBe('Meniu');
  });

  it('closes on a link click, which navigates', async () => {
    await signIn();
    await openMenu();
    await menu().getByRole('link', { name: 'Cum funcționează' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/how-it-works');
    await expect.poll(menuIsOpen).toBe('false');
  });

  it('closes on a route change (browser back)', async () => {
    await signIn();
    await e2e.page.getByRole('link', { name: 'Rezervări' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/reservations');
    await openMenu();
    await e2e.page.goBack();
    await e2e.page.waitForURL((url) => url.pathname === '/');
    await expect.poll(menuIsOpen).toBe('false');
  });

  it('traps the focus while open and closes on Escape', async () => {
    await signIn();
    await openMenu();
    for (let i = 0; i < 14; i += 1) {
      await e2e.page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await e2e.page.evaluate(() => Boolean(document.activeElement?.closest('#side-menu')))).toBe(true);
    }
    await e2e.page.keyboard.press('Escape');
    await expect.poll(menuIsOpen).toBe('false');
  });

  it('shows the admin group to an administrator only', async () => {
    await signIn();
    await openMenu();
    await menu().getByRole('link', { name: 'Cont' }).waitFor();
    expect(await menu().getByText('Administrare').count()).toBe(0);
    expect(await menu().getByRole('link', { name: 'Utilizatori' }).count()).toBe(0);
    await menu().getByRole('button', { name: 'Deconectare' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/login');

    await signInWithSession(e2e.page, admin);
    await openMenu();
    const group = menu().getByRole('region', { name: 'Administrare' });
    for (const name of ['Utilizatori', 'Automobile', 'Rezervări', 'Locuri de parcare', 'Tranzacții', 'Locații']) {
      await group.getByRole('link', { name }).waitFor();
    }
    await group.getByRole('link', { name: 'Utilizatori' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/admin/users');
  });
});

describe('the account screen', () => {
  it('saves name and phone with a blank password, which keeps the old one', async () => {
    const account = await signIn();
    await e2e.page.goto('/account');
    await e2e.page.getByLabel('Nume').fill('Maria Ionescu-Pop');
    await e2e.page.getByLabel('Telefon').fill('0722 000 111');
    await e2e.page.getByRole('button', { name: 'Salvează modificările' }).click();
    await e2e.page.getByText('Contul tău a fost actualizat.').waitFor();
    const user = (await fetchUser(e2e.server.url, (await storedSession(e2e.page))!.accessToken)).body;
    expect(user).toMatchObject({ name: 'Maria Ionescu-Pop', phone: '0722 000 111' });
    await e2e.page.getByText('Nicio locație încă').waitFor();

    await e2e.page.reload();
    expect(await e2e.page.getByLabel('Nume').inputValue()).toBe('Maria Ionescu-Pop');
    await e2e.page.getByRole('button', { name: 'Meniu' }).click();
    await menu().getByRole('button', { name: 'Deconectare' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/login');
    await logInThroughUi(e2e.page, account.email, account.password);
  });

  it('asks for the current password to change the password, and shows its field error', async () => {
    const account = await signIn();
    await e2e.page.goto('/account');
    await e2e.page.getByLabel('Parolă nouă').fill('parola-noua-3');
    await e2e.page.getByLabel('Confirmă parola nouă').fill('parola-noua-3');
    await e2e.page.getByLabel('Parola actuală').fill('not-my-password');
    await e2e.page.getByRole('button', { name: 'Salvează modificările' }).click();
    await e2e.page.getByText('Parola actuală nu este corectă.').waitFor();
    expect(await e2e.page.getByLabel('Parola actuală').getAttribute('aria-invalid')).toBe('true');

    await e2e.page.getByLabel('Parola actuală').fill(account.password);
    await e2e.page.getByRole('button', { name: 'Salvează modificările' }).click();
    await e2e.page.getByText('Contul tău a fost actualizat.').waitFor();
    expect(await e2e.page.getByLabel('Parolă nouă').inputValue()).toBe('');
  });
});

describe('languages', () => {
  it('switches ro <-> en at once, keeps it over a reload and saves it on the account', async () => {
    const account = await signIn();
    await e2e.page.getByRole('heading', { name: 'Caută' }).waitFor();
    expect(await e2e.page.evaluate(() => document.documentElement.lang)).toBe('ro');
    // Pictures of home with the menu open, in each language (tests/e2e/screenshots): the
    // other screens' are the accessibility sweep's (a11y.spec.ts).
    await dismissToasts(e2e.page);
    await openMenu();
    await saveScreenshot(e2e.page, 'home-menu-ro');
    const saved = e2e.page.waitForResponse(
      (res) => /\/api\/users\/\d+$/.test(res.url()) && res.request().method() === 'PUT',
    );
    await menu().getByRole('button', { name: 'English' }).click();
    // The open screen changes without a reload.
    await e2e.page.getByRole('heading', { name: 'Search' }).waitFor();
    await e2e.page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Account' }).waitFor();
    expect(await e2e.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await saveScreenshot(e2e.page, 'home-menu-en');
    expect((await saved).status()).toBe(200);
    expect(await e2e.page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect((await fetchUser(e2e.server.url, (await storedSession(e2e.page))!.accessToken)).body.language).toBe('en');

    await e2e.page.reload();
    await e2e.page.getByRole('heading', { name: 'Search' }).waitFor();
    await e2e.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reservations' }).waitFor();

    await openMenuEn();
    await e2e.page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Română' }).click();
    await e2e.page.getByRole('heading', { name: 'Caută' }).waitFor();
    await expect.poll(async () => (await fetchUser(e2e.server.url, account.token)).body.language).toBe('ro');
  });

  it('fetches the country list only for a form that shows it, in the chosen language', async () => {
    const countryRequests: string[] = [];
    e2e.page.on('request', (req) => {
      if (req.url().includes('/api/enums/CountryCode')) countryRequests.push(req.headers()['accept-language'] ?? '');
    });
    await signIn();
    await e2e.page.getByRole('heading', { name: 'Caută' }).waitFor();
    await e2e.page.waitForLoadState('networkidle');
    // Not at start: the home screen has no country field.
    expect(countryRequests).toEqual([]);

    await e2e.page.goto('/driving-licenses/add');
    const germany = e2e.page.locator('select[name="country_code"] option[value="DE"]');
    await expect.poll(() => germany.textContent()).toBe('Germania');
    await openMenu();
    await menu().getByRole('button', { name: 'English' }).click();
    await expect.poll(() => germany.textContent()).toBe('Germany');
    expect(countryRequests.length).toBe(2);
  });
});

async function openMenuEn() {
  await e2e.page.getByRole('button', { name: 'Menu' }).click();
  await e2e.page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).waitFor();
}
