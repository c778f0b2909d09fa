// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clearFinderStateOnSignOut,
  currentFinderState,
  FINDER_STORAGE_KEY,
  searchFromNow,
  updateFinder,
} from '../../../../src/app/features/finder/finder-store';
import { loadFinderState } from '../../../../src/app/features/finder/saved-finder-state';
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
  vi.useRealTimers();
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

describe('the range the user is planning', () => {
  const zone = 'Europe/Bucharest';
  const tomorrow = { from: '2026-12-01 10:00', to: '2026-12-01 12:00', followsNow: false };
  // Monday 30/11/2026 in Bucharest (UTC+2).
  const at = (time: string) => vi.setSystemTime(new Date(`2026-11-30T${time}+02:00`));
  const planTomorrow = (userId: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('09:00:00');
    signIn(userId);
    updateFinder((s) => ({ ...s, range: tomorrow }));
  };
  // An app start: what the saved state gives at the clock's time.
  const started = (userId: number) => loadFinderState(userId).range;

  it('survives a reload within the same visit', () => {
    planTomorrow(10);
    at('09:10:00');
    expect(started(10)).toEqual(tomorrow);
    at('12:59:00');
    expect(started(10)).toEqual(tomorrow);
  });

  it('gives way to "now" after 4 hours away', () => {
    planTomorrow(11);
    at('13:01:00');
    expect(started(11)).toEqual({ from: '2026-11-30 13:01', to: '2026-11-30 14:00', followsNow: true });
  });

  it('gives way to "now" on a later day, however soon', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('23:00:00');
    signIn(12);
    updateFinder((s) => ({ ...s, range: tomorrow }));
    vi.setSystemTime(new Date('2026-12-01T00:30:00+02:00'));
    expect(started(12)).toEqual({ from: '2026-12-01 00:30', to: '2026-12-01 01:29', followsNow: true });
  });

  it('is kept by an app start, which counts as being here', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const saved = {
      userId: 13,
      mode: 'list',
      range: tomorrow,
      savedAt: new Date('2026-11-30T09:00:00+02:00').getTime(),
    };
    localStorage.setItem(FINDER_STORAGE_KEY, JSON.stringify(saved));
    at('12:00:00');
    signIn(13);
    // The app starts at 12:00 (its state loaded and saved back)...
    expect(currentFinderState().range).toEqual(tomorrow);
    // ...so at 15:00, six hours after the range was picked but three after the app was used, it stays.
    at('15:00:00');
    expect(started(13)).toEqual(tomorrow);
  });

  it('goes back to "now" after a booking, and stays there after a reload', () => {
    planTomorrow(15);
    at('09:05:00');
    searchFromNow(zone);
    expect(currentFinderState().range).toEqual({ from: '2026-11-30 09:05', to: '2026-11-30 10:04', followsNow: true });
    at('09:06:00');
    expect(started(15)).toMatchObject({ from: '2026-11-30 09:06', followsNow: true });
  });
});
