// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  clearFinderStateOnSignOut,
  currentFinderState,
  FINDER_STORAGE_KEY,
  updateFinder,
} from '../../../../src/app/features/finder/finder-store';
import { recentDestinations, rememberDestination } from '../../../../src/app/features/finder/recent-destinations';
import { session } from '../../../../src/app/lib/api';

const signIn = (id: number) => {
  session.setTokens({ token: `token-${id}` });
  session.setUser({ id, name: 'Ana', email: `ana${id}@example.test`, phone: null, language: 'ro', is_admin: false });
};
const gara = { label: 'Gara de Nord', latitude: 44.4467, longitude: 26.0746 };

beforeAll(() => {
  clearFinderStateOnSignOut();
});
afterEach(() => {
  session.clear();
  localStorage.clear();
});

describe('the finder state on the device', () => {
  it('belongs to the user who saved it: another user starts from the defaults', () => {
    signIn(1);
    updateFinder((s) => ({ ...s, mode: 'map', filters: { ...s.filters, zone: 'Nord' }, destination: gara }));
    expect(JSON.parse(localStorage.getItem(FINDER_STORAGE_KEY) ?? '{}')).toMatchObject({ userId: 1, mode: 'map' });
    // Another account signs in on the same phone without a sign-out seen here (another tab).
    session.setUser({ id: 2, name: 'Radu', email: 'radu@example.test', phone: null, language: 'ro', is_admin: false });
    expect(currentFinderState()).toMatchObject({ mode: 'list', filters: { zone: '' }, destination: null });
  });

  it('leaves the device at sign-out, with the recent destinations', () => {
    signIn(3);
    updateFinder((s) => ({ ...s, filters: { ...s.filters, identifier: 'A-1' } }));
    rememberDestination(gara);
    expect(recentDestinations()).toHaveLength(1);
    session.clear();
    expect(localStorage.getItem(FINDER_STORAGE_KEY)).toBeNull();
    expect(recentDestinations()).toEqual([]);
    signIn(3);
    expect(currentFinderState().filters.identifier).toBe('');
  });

  it('is read back for the same user, with a start that has passed moved to now', () => {
    localStorage.setItem(
      FINDER_STORAGE_KEY,
      JSON.stringify({
        userId: 4,
        mode: 'map',
        filters: { identifier: '', zone: 'Sud', alternativePeriod: true },
        range: { from: '2020-01-01 10:00', to: '2020-01-01 12:00', followsNow: false },
        byDistance: true,
      }),
    );
    signIn(4);
    const state = currentFinderState();
    expect(state).toMatchObject({ mode: 'map', filters: { zone: 'Sud', alternativePeriod: true }, byDistance: true });
    expect(state.range.followsNow).toBe(true);
    expect(state.range.from > '2020-01-01 10:00').toBe(true);
  });
});
