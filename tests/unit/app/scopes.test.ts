import { describe, expect, it } from 'vitest';
import { hasScope, parseScopes } from '../../../src/app/lib/scopes';
import { createSessionStore } from '../../../src/app/lib/session-store';

describe('parseScopes', () => {
  it('splits the space-separated scope string into a list', () => {
    expect(parseScopes('user admin')).toEqual(['user', 'admin']);
  });

  it('ignores repeated, leading and trailing whitespace of any kind', () => {
    expect(parseScopes('  user \t admin\n ')).toEqual(['user', 'admin']);
  });

  it('drops duplicates', () => {
    expect(parseScopes('user user admin')).toEqual(['user', 'admin']);
  });

  it('gives an empty list for a missing or empty scope', () => {
    expect(parseScopes(undefined)).toEqual([]);
    expect(parseScopes(null)).toEqual([]);
    expect(parseScopes('')).toEqual([]);
    expect(parseScopes('   ')).toEqual([]);
  });

  it('accepts a list already split', () => {
    expect(parseScopes(['user', 'admin user'])).toEqual(['user', 'admin']);
  });
});

describe('the session keeps the scopes of the token answer', () => {
  it('stores the list, not the string', () => {
    const session = createSessionStore({ persist: false });
    session.setTokens({ token: 'a', refresh_token: 'r', expires_in: 3600, scope: 'user admin' }, 1_000);
    expect(session.get().scopes).toEqual(['user', 'admin']);
    expect(hasScope(session.get().scopes, 'admin')).toBe(true);
    expect(session.get().expiresAt).toBe(1_000 + 3_600_000);
    session.clear();
    expect(session.get().scopes).toEqual([]);
  });
});
