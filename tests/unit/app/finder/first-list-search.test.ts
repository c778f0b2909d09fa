// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstListSearch,
  handOverFirstList,
  searchString,
  takeFirstList,
} from '../../../../src/app/features/finder/first-list-search';
import { loadFinderState } from '../../../../src/app/features/finder/saved-finder-state';
import { readStoredSession, type Session } from '../../../../src/app/lib/session-store';

const user = { id: 7, name: 'Ana', email: 'ana@example.test', phone: null, language: 'ro' as const, is_admin: false };
const signedIn: Session = { accessToken: 't', refreshToken: null, expiresAt: null, scopes: [], user };
const home = { pathname: '/', search: '' };
const saved = (state: object) => localStorage.setItem('finder', JSON.stringify({ userId: 7, ...state }));

afterEach(() => localStorage.clear());

describe("the list's first search, as the early script and the app both make it", () => {
  it('is the saved filters around the default centre, on / in list mode, signed in and online', () => {
    saved({ mode: 'list', filters: { identifier: ' ', zone: 'Centru', alternativePeriod: true } });
    const params = firstListSearch(home, signedIn, true, () => loadFinderState(7));
    expect(params).toMatchObject({
      only_available: '1',
      alternative_period: '1',
      zone: 'Centru',
      'southWest[lat]': '44.37680',
      'northEast[lng]': '26.15250',
    });
    expect(params).not.toHaveProperty('identifier');
  });

  it('is not made elsewhere, in map mode, signed out or offline', () => {
    saved({ mode: 'map' });
    expect(firstListSearch(home, signedIn, true, () => loadFinderState(7))).toBeNull();
    localStorage.clear();
    const list = () => loadFinderState(7);
    expect(firstListSearch({ pathname: '/reservations', search: '' }, signedIn, true, list)).toBeNull();
    expect(firstListSearch({ pathname: '/', search: '?lot=3' }, signedIn, true, list)).toBeNull();
    expect(firstListSearch(home, { ...signedIn, user: null }, true, list)).toBeNull();
    expect(firstListSearch(home, signedIn, false, list)).toBeNull();
  });

  it('reads the session the app saved', () => {
    localStorage.setItem('auth', JSON.stringify({ ...signedIn, scopes: 'user admin' }));
    expect(readStoredSession()).toMatchObject({ accessToken: 't', scopes: ['user', 'admin'], user: { id: 7 } });
  });

  it("hands the early script's response to the app only for the same search, once", async () => {
    const params = { only_available: '1', zone: 'Centru', identifier: '' };
    expect(searchString(params)).toBe('only_available=1&zone=Centru');
    const response = Promise.resolve(new Response('{"data":[]}'));
    handOverFirstList({ search: searchString(params), response });
    expect(takeFirstList({ ...params, zone: 'Nord' })).toBeUndefined();
    handOverFirstList({ search: searchString(params), response });
    expect(await takeFirstList(params)).toBeInstanceOf(Response);
    expect(takeFirstList(params)).toBeUndefined();
  });
});
