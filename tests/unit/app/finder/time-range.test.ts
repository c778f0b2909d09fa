import { describe, expect, it } from 'vitest';
import {
  defaultEnd,
  defaultRange,
  refreshRange,
  withDuration,
  withFrom,
  withTo,
} from '../../../../src/app/features/finder/time-range';

const zone = 'Europe/Bucharest';

describe('the default end time', () => {
  it('is 59 minutes after the start', () => {
    expect(defaultEnd('2026-06-15 14:32', zone)).toBe('2026-06-15 15:31');
    expect(defaultEnd('2026-06-15 23:30', zone)).toBe('2026-06-16 00:29');
  });

  it('counts real minutes across a daylight-saving change', () => {
    // 29 March 2026, 03:00 jumps to 04:00 in Bucharest.
    expect(defaultEnd('2026-03-29 02:30', zone)).toBe('2026-03-29 04:29');
  });

  it('moves a start skipped by the spring change on by the hour, and counts from the first of a repeated one', () => {
    // 03:30 does not exist on 29 March 2026: it is 04:30.
    expect(defaultEnd('2026-03-29 03:30', zone)).toBe('2026-03-29 05:29');
    // 25 October 2026: 03:30 happens twice; the first (EEST) plus 59 minutes is 03:29 EET.
    expect(defaultEnd('2026-10-25 03:30', zone)).toBe('2026-10-25 03:29');
    expect(defaultEnd('2026-10-25 02:45', zone)).toBe('2026-10-25 03:44');
  });

  it('has no end for a value that is not a picker value', () => {
    expect(defaultEnd('2026-06-15 14:32:00', zone)).toBe('');
    expect(defaultEnd('2026-02-30 14:32', zone)).toBe('');
  });

  it('starts the range at the current minute in the app time zone', () => {
    const range = defaultRange(zone, new Date('2026-06-15T11:32:45Z'));
    expect(range).toEqual({ from: '2026-06-15 14:32', to: '2026-06-15 15:31', followsNow: true });
  });

  it('resets whenever the start changes, even after the end was picked', () => {
    const picked = withTo(withFrom('2026-06-15 14:00', zone), '2026-06-15 18:00', zone);
    expect(picked.to).toBe('2026-06-15 18:00');
    expect(withFrom('2026-06-16 09:10', zone)).toEqual({
      from: '2026-06-16 09:10',
      to: '2026-06-16 10:09',
      followsNow: false,
    });
  });

  it('never lets the end fall before the start', () => {
    const range = withFrom('2026-06-15 14:00', zone);
    expect(withTo(range, '2026-06-15 13:00', zone).to).toBe('2026-06-15 14:01');
    expect(withDuration(range, 120, zone).to).toBe('2026-06-15 16:00');
  });

  it('moves a range that follows the clock to now, keeping its length', () => {
    const now = new Date('2026-06-15T12:00:00Z'); // 15:00 in Bucharest
    expect(refreshRange({ from: '2026-06-15 14:00', to: '2026-06-15 15:00', followsNow: true }, zone, now)).toEqual({
      from: '2026-06-15 15:00',
      to: '2026-06-15 16:00',
      followsNow: true,
    });
    const current = { from: '2026-06-15 15:00', to: '2026-06-15 16:30', followsNow: true };
    expect(refreshRange(current, zone, new Date('2026-06-15T12:00:59Z'))).toBe(current);
  });

  it('moves a picked start that has passed to now (it means "now" by then), even a minute ago', () => {
    const now = new Date('2026-06-15T12:00:30Z'); // 15:00:30 in Bucharest
    expect(refreshRange({ from: '2026-06-15 14:59', to: '2026-06-15 16:59', followsNow: false }, zone, now)).toEqual({
      from: '2026-06-15 15:00',
      to: '2026-06-15 17:00',
      followsNow: true,
    });
    expect(refreshRange({ from: '2026-06-14 10:00', to: '2026-06-14 11:00', followsNow: false }, zone, now)).toEqual({
      from: '2026-06-15 15:00',
      to: '2026-06-15 16:00',
      followsNow: true,
    });
    // A start still ahead (or this very minute) is the user's: kept as it is.
    const later = { from: '2026-06-16 10:00', to: '2026-06-16 12:00', followsNow: false };
    expect(refreshRange(later, zone, now)).toBe(later);
    const thisMinute = { from: '2026-06-15 15:00', to: '2026-06-15 16:00', followsNow: false };
    expect(refreshRange(thisMinute, zone, now)).toBe(thisMinute);
  });
});
