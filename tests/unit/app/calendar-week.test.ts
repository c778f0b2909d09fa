import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { calendarWeek, weekStart } from '../../../src/app/features/parking-lots/calendar-week';

const zone = 'Europe/Bucharest';
// Monday 23 November 2026.
const monday = DateTime.fromISO('2026-11-23', { zone });
const open = { available: true, available_from: '2026-11-24 12:00:00', available_to: '2026-11-27 10:00:00' };
const workdays = { weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: '08:00', to: '18:00' })) };
const spans = (lot: typeof open, schedule?: typeof workdays) =>
  calendarWeek(monday, lot, schedule, [], zone).map((d) => d.open.map((s) => [s.from, s.to]));

describe('calendarWeek', () => {
  it.each([
    [
      'the schedule inside the window',
      open,
      workdays,
      [[], [[720, 1080]], [[480, 1080]], [[480, 1080]], [[480, 600]], [], []],
    ],
    [
      'whole days of the window without a schedule',
      open,
      undefined,
      [[], [[720, 1440]], [[0, 1440]], [[0, 1440]], [[0, 600]], [], []],
    ],
    ['nothing for a private lot', { ...open, available_from: null }, workdays, [[], [], [], [], [], [], []]],
    ['nothing for a switched-off lot', { ...open, available: false }, workdays, [[], [], [], [], [], [], []]],
    [
      'every weekday of an unlimited window',
      { available: true, available_from: '2026-01-01 00:00:00', available_to: null },
      workdays,
      [[[480, 1080]], [[480, 1080]], [[480, 1080]], [[480, 1080]], [[480, 1080]], [], []],
    ],
  ])('shades %s', (_name, lot, schedule, expected) => {
    expect(spans(lot as typeof open, schedule)).toEqual(expected);
  });

  it('cuts a booking across midnight into both days', () => {
    const booking = { id: 7, start_time: '2026-11-25 22:00:00', end_time: '2026-11-26 01:30:00' };
    const days = calendarWeek(monday, open, undefined, [booking], zone);
    expect(days[2]!.bookings).toEqual([{ from: 1320, to: 1440, booking, starts: true, ends: false }]);
    expect(days[3]!.bookings).toEqual([{ from: 0, to: 90, booking, starts: false, ends: true }]);
  });

  it('starts the week on the Monday of any day', () => {
    expect(weekStart('2026-11-29', zone).toISODate()).toBe('2026-11-23');
    expect(weekStart('2026-11-23', zone).toISODate()).toBe('2026-11-23');
  });
});
