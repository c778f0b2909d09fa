import { redirect } from '@tanstack/react-router';
import { session } from '../../lib/api';
import { isAdmin, isAuthenticated } from '../../lib/session-store';
import { fetchCurrentUser } from './api/current-user';

/** A token without a user (e.g. the user was never loaded): fetch the user before deciding. */
async function ensureUserLoaded(): Promise<void> {
  const { accessToken, user } = session.get();
  if (!accessToken || user) return;
  try {
    await fetchCurrentUser();
  } catch (err) {
    // A 401 has already signed the session out; anything else leaves it as a guest for now.
    console.warn('Could not load the current user', err);
  }
}

/** Only a path of this app (never "//host" or a full URL) may be a place to come back to. */
export function safeRedirect(target: unknown): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** Signed-in routes: a guest goes to /login (remembering where they wanted to go). */
export async function requireUser(location: { href: string; pathname: string }): Promise<void> {
  await ensureUserLoaded();
  if (isAuthenticated(session.get())) return;
  throw redirect({ to: '/login', search: location.pathname === '/' ? {} : { redirect: location.href } });
}

/** Guest-only routes (login, register, password reset): a signed-in user goes home. */
export async function requireGuest(): Promise<void> {
  await ensureUserLoaded();
  if (isAuthenticated(session.get())) throw redirect({ to: '/' });
}

/** /admin/*: anyone but an administrator goes home. */
export function requireAdmin(): void {
  if (!isAdmin(session.get())) throw redirect({ to: '/' });
}
