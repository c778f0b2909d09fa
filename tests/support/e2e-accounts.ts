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
  await page.locator('.bottom-bar').waitFor();
}
