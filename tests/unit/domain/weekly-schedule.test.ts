import { describe, expect, it } from 'vitest';
import {
  availablePeriodsWithin,
  formatScheduleTime,
  isoDayOf,
  parseScheduleTime,
  scheduleCovers,
  scheduledPeriods,
  type ScheduleInterval,
} from '../../../src/domain/weekly-schedule';
import { weeklyScheduleSchema } from '../../../src/domain/weekly-schedule-schema';

const zone = 'Europe/Bucharest';
const utc = (text: string) => new Date(`${text}Z`);
const iso = (periods: { from: Date; to: Date }[]) =>
  periods.map((p) => [p.from.toISOString().slice(0, 16), p.to.toISOString().slice(0, 16)]);
const hm = (text: string) => parseScheduleTime(text, true) as number;
const every = (days: number[], from: string, to: string): ScheduleInterval[] =>
  days.map((day) => ({ day, from: hm(from), to: hm(to) }));
const weekdays = every([1, 2, 3, 4, 5], '08:00', '18:00');

describe('schedule times', () => {
  it.each([
    ['00:00', false, 0],
    ['08:30', false, 510],
    ['23:59', false, 1439],
    ['24:00', true, 1440],
    ['24:00', false, undefined],
    ['8:30', false, undefined],
    ['25:00', true, undefined],
    ['12:60', false, undefined],
  ])('reads %s (end of day %s) as %s', (text, endOfDay, expected) => {
    expect(parseScheduleTime(text, endOfDay)).toBe(expected);
  });

  it('writes minutes back as HH:mm', () => {
    expect([0, 510, 1439, 1440].map(formatScheduleTime)).toEqual(['00:00', '08:30', '23:59', '24:00']);
  });

  it('knows the ISO day of the week', () => {
    expect(isoDayOf(2025, 3, 30)).toBe(7); // a Sunday
    expect(isoDayOf(2025, 3, 31)).toBe(1);
  });
});

describe('weeklyScheduleSchema', () => {
  const errors = (weekly: unknown[]) => {
    const result = weeklyScheduleSchema.safeParse({ weekly });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes a valid week, sorted by day and start', () => {
    const parsed = weeklyScheduleSchema.parse({
      weekly: [
        { day: 2, from: '13:00', to: '24:00' },
        { day: 2, from: '08:00', to: '12:00' },
        { day: 1, from: '08:00', to: '12:00' },
        { day: 1, from: '12:00', to: '18:00' },
      ],
    });
    expect(parsed.weekly).toEqual([
      { day: 1, from: 480, to: 720 },
      { day: 1, from: 720, to: 1080 },
      { day: 2, from: 480, to: 720 },
      { day: 2, from: 780, to: 1440 },
    ]);
  });

  it('names each bad interval field, all at once', () => {
    expect(
      Object.keys(
        errors([
          { day: 1, from: '08:00', to: '18:00' },
          { day: 1, from: '17:00', to: '19:00' },
          { day: 2, from: '10:00', to: '09:00' },
          { day: 8, from: '10:00', to: '11:00' },
          { day: 3, from: '25:00', to: '26:00' },
        ]),
      ).sort(),
    ).toEqual(['1.from', '2.to', '3.day', '4.from', '4.to'].map((k) => `weekly.${k}`));
  });

  it('allows at most four intervals a day', () => {
    const five = ['06', '08', '10', '12', '14'].map((h) => ({ day: 5, from: `${h}:00`, to: `${h}:30` }));
    expect(Object.keys(errors(five))).toEqual(['weekly.4.day']);
    expect(errors(five.slice(0, 4))).toEqual({});
  });

  it('takes an empty list (no schedule)', () => {
    expect(weeklyScheduleSchema.parse({ weekly: [] })).toEqual({ weekly: [] });
  });
});

describe('scheduledPeriods', () => {
  it('gives each weekday its local hours, nothing at the weekend', () => {
    // Friday 28 March 2025 00:00 to Monday 31 March 00:00 local (EET, then EEST from Sunday 03:00).
    const range = { from: utc('2025-03-27T22:00'), to: utc('2025-03-30T21:00') };
    expect(iso(scheduledPeriods(weekdays, range, zone))).toEqual([['2025-03-28T06:00', '2025-03-28T16:00']]);
  });

  it.each([
    // Spring: Sunday 30 March 2025 has 23 hours; 08:00-18:00 local is 05:00-15:00 UTC, not 06:00-16:00.
    ['spring', '2025-03-29T22:00', '2025-03-30T21:00', ['2025-03-30T05:00', '2025-03-30T15:00']],
    // Autumn: Sunday 26 October 2025 has 25 hours; 08:00-18:00 local is 06:00-16:00 UTC, not 05:00-15:00.
    ['autumn', '2025-10-25T21:00', '2025-10-26T22:00', ['2025-10-26T06:00', '2025-10-26T16:00']],
  ])('keeps 08:00-18:00 local on the %s change', (_name, from, to, expected) => {
    const sunday = every([7], '08:00', '18:00');
    expect(iso(scheduledPeriods(sunday, { from: utc(from), to: utc(to) }, zone))).toEqual([expected]);
  });

  it('joins a day running to 24:00 with the next one from 00:00, across the spring jump', () => {
    const nights = [...every([6], '20:00', '24:00'), ...every([7], '00:00', '06:00')];
    const range = { from: utc('2025-03-29T00:00'), to: utc('2025-03-31T00:00') };
    // Saturday 20:00 EET to Sunday 06:00 EEST: 9 hours that pass.
    expect(iso(scheduledPeriods(nights, range, zone))).toEqual([['2025-03-29T18:00', '2025-03-30T03:00']]);
  });

  it('reads a time that happens twice as the later one, as PostgreSQL does', () => {
    // 03:30 on 26 October 2025 happens at 00:30 UTC (summer time) and at 01:30 UTC (winter time).
    const sunday = every([7], '03:30', '05:00');
    const range = { from: utc('2025-10-25T21:00'), to: utc('2025-10-26T22:00') };
    expect(iso(scheduledPeriods(sunday, range, zone))).toEqual([['2025-10-26T01:30', '2025-10-26T03:00']]);
  });

  it('clips to the range', () => {
    const range = { from: utc('2025-03-27T09:15'), to: utc('2025-03-27T20:00') };
    expect(iso(scheduledPeriods(weekdays, range, zone))).toEqual([['2025-03-27T09:15', '2025-03-27T16:00']]);
  });
});

describe('scheduleCovers', () => {
  const thursday = (from: string, to: string) => ({ from: utc(`2025-03-27T${from}`), to: utc(`2025-03-27T${to}`) });
  it.each([
    ['inside', thursday('07:00', '08:00'), true],
    ['from the opening', thursday('06:00', '16:00'), true],
    ['before the opening', thursday('05:30', '07:00'), false],
    ['past the closing', thursday('15:00', '16:01'), false],
  ])('%s', (_name, range, expected) => {
    expect(scheduleCovers(weekdays, range, zone)).toBe(expected);
  });

  it('always covers without a schedule', () => {
    expect(scheduleCovers(null, { from: utc('2025-03-29T01:00'), to: utc('2025-03-29T02:00') }, zone)).toBe(true);
  });

  it('does not cover a range across a gap in the schedule', () => {
    const split = [...every([4], '08:00', '12:00'), ...every([4], '13:00', '18:00')];
    expect(scheduleCovers(split, { from: utc('2025-03-27T09:00'), to: utc('2025-03-27T12:00') }, zone)).toBe(false);
  });
});

describe('availablePeriodsWithin', () => {
  it('is the window, within the schedule, between the reservations', () => {
    const window = { available: true, availableFrom: utc('2025-03-27T07:00'), availableTo: null };
    const day = { from: utc('2025-03-26T22:00'), to: utc('2025-03-27T22:00') };
    const booked = [{ from: utc('2025-03-27T10:00'), to: utc('2025-03-27T11:00') }];
    expect(iso(availablePeriodsWithin(day, window, booked, weekdays, zone))).toEqual([
      ['2025-03-27T07:00', '2025-03-27T10:00'],
      ['2025-03-27T11:00', '2025-03-27T16:00'],
    ]);
    expect(iso(availablePeriodsWithin(day, window, booked, null, zone))).toEqual([
      ['2025-03-27T07:00', '2025-03-27T10:00'],
      ['2025-03-27T11:00', '2025-03-27T22:00'],
    ]);
  });
});
