import type { TokenContract, UserContract } from '../../domain/contracts/auth';
import { readJson, removeKey, writeJson } from './browser-storage';
import type { NotifyPreferences } from '../../domain/contracts/push';
import { parseScopes } from './scopes';
import { rememberSignedIn } from './signed-in-hint';

export type UserLocation = UserContract['locations'][number];

/** The signed-in user (GET /user); `locations` and `notify` may be missing from a session saved by an older build. */
export type SessionUser = Omit<UserContract, 'locations' | 'notify'> & {
  locations?: UserLocation[];
  /** Which notifications reach the user by push (PUT /account {notify}). */
  notify?: NotifyPreferences;
};

/**
 * What /login, /register and /oauth/token answer (the contract's token answer); tests and a
 * refresh may leave out all but the access token.
 */
export type TokenAnswer = Pick<TokenContract, 'token'> & Partial<Omit<TokenContract, 'token'>>;

export type Session = {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch ms when the access token stops working (null: unknown, only a 401 tells). */
  expiresAt: number | null;
  scopes: string[];
  user: SessionUser | null;
};

export type SessionStore = {
  get: () => Session;
  subscribe: (listener: () => void) => () => void;
  setTokens: (answer: TokenAnswer, now?: number) => void;
  setUser: (user: SessionUser) => void;
  clear: () => void;
};

const emptySession: Session = { accessToken: null, refreshToken: null, expiresAt: null, scopes: [], user: null };

export const isAuthenticated = (s: Session) => Boolean(s.accessToken && s.user);
export const isAdmin = (s: Session) => Boolean(s.accessToken && s.user?.is_admin);

/** The session saved under `key` (the early script, src/app/early.ts, reads it before the app starts). */
export function readStoredSession(key = 'auth'): Session {
  const saved = readJson<Partial<Session>>(key);
  if (!saved || typeof saved.accessToken !== 'string') return emptySession;
  return { ...emptySession, ...saved, scopes: parseScopes(saved.scopes) };
}

/**
 * The signed-in session (tokens, scopes, user), persisted under one browser-storage key so a
 * reload or a new tab starts signed in. `persist: false` keeps it in memory (unit tests).
 */
export function createSessionStore(options: { key?: string; persist?: boolean } = {}): SessionStore {
  const key = options.key ?? 'auth';
  const persist = options.persist ?? true;
  let state = persist ? readStoredSession(key) : emptySession;
  const listeners = new Set<() => void>();

  const set = (next: Session) => {
    state = next;
    if (persist) {
      if (next.accessToken) writeJson(key, next);
      else removeKey(key);
      rememberSignedIn(Boolean(next.accessToken));
    }
    for (const listener of listeners) listener();
  };

  if (persist && typeof window !== 'undefined') {
    // Signing out (or in) in another tab applies here too.
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) {
        state = readStoredSession(key);
        for (const listener of listeners) listener();
      }
    });
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTokens(answer, now = Date.now()) {
      const accessToken = answer.token;
      if (!accessToken) throw new Error('The token answer has no access token');
      set({
        ...state,
        accessToken,
        // A refresh that answers without a new refresh token keeps the one we had.
        refreshToken: answer.refresh_token ?? state.refreshToken,
        expiresAt: typeof answer.expires_in === 'number' ? now + answer.expires_in * 1000 : null,
        scopes: parseScopes(answer.scope),
      });
    },
    setUser(user) {
      set({ ...state, user });
    },
    clear() {
      set(emptySession);
    },
  };
}
