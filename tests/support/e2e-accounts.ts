import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

export type E2eAccount = { name: string; email: string; password: string; token: string; userId: number };

/** A new account through the real API (POST /api/register), in the given language. */
export async function registerAccount(
  baseUrl: string,
  overrides: { name?: string; language?: 'ro' | 'en' } = {},
): Promise<E2eAccount> {
  const account = {
    name: overrides.name ?? 'Ana Popescu',
    email: `user-${randomUUID()}@example.test`,
    password: 'parola-sigura-1',
  };
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, password_confirmation: account.password, language: overrides.language ?? 'ro' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { ...account, token: body.token, userId: body.user.id };
}

/** The current user as the server sees it, with a bearer token. */
export async function fetchUser(
  baseUrl: string,
  token: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The app's persisted session (localStorage 'auth'), or null. */
export async function storedSession(page: Page): Promise<{
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number | null;
  user: { id: number; email: string } | null;
} | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
}

/** Signs in through the login screen (in Romanian, the default language). */
export async function logInThroughUi(
  page: Page,
  email: string,
  password: string,
  /** origin: for a page of a context without a baseURL (e.g. a browser reached over CDP). */
  options: { remember?: boolean; origin?: string } = {},
): Promise<void> {
  await page.goto(`${options.origin ?? ''}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Parolă', { exact: true }).fill(password);
  if (options.remember === false) await page.getByLabel('Ține-mă minte').uncheck();
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('#root .bottom-bar').waitFor();
}

/**
 * Signs the page in without the login screen, for specs where signing in is not what is under
 * test: logs in through the API (remembered), writes the session the app keeps after a login
 * (localStorage 'auth') and the language, then opens `path` signed in. The storage is written
 * on a same-origin file, so the app is loaded once, already signed in.
 */
export async function signInWithSession(
  page: Page,
  account: { email: string; password: string },
  language: 'ro' | 'en' = 'ro',
  path = '/',
): Promise<void> {
  const login = await page.request.post('/api/login', {
    data: { email: account.email, password: account.password, remember: true },
  });
  if (!login.ok()) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
  const answer = (await login.json()) as {
    token: string;
    refresh_token?: string | null;
    expires_in?: number | null;
    scope?: string | null;
  };
  const user = await page.request.get('/api/user', { headers: { authorization: `Bearer ${answer.token}` } });
  if (!user.ok()) throw new Error(`GET /api/user answered ${user.status()}: ${await user.text()}`);
  const session = {
    accessToken: answer.token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: typeof answer.expires_in === 'number' ? Date.now() + answer.expires_in * 1000 : null,
    scopes: (answer.scope ?? '').split(/\s+/).filter(Boolean),
    user: await user.json(),
  };
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    ([auth, chosen]) => {
      localStorage.setItem('auth', auth);
      localStorage.setItem('language', chosen);
    },
    [JSON.stringify(session), language] as const,
  );
  await page.goto(path);
  await page.locator('#root .bottom-bar').waitFor();
}
