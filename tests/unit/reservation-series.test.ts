import { describe, expect, it } from 'vitest';
import { formatApiDateTime } from '../../src/domain/date-time';
import {
  addDays,
  blockEndOf,
  occurrenceCredits,
  seriesMinutes,
  seriesOccurrences,
} from '../../src/domain/reservation-series';

const zone = 'Europe/Bucharest';
const show = (d: Date) => formatApiDateTime(d, zone);

describe('seriesOccurrences', () => {
  it.each([
    // 2026-03-29 is a Sunday (clocks go forward at 03:00); Mon 23 - Fri 3 April.
    {
      name: 'across the spring change',
      start: '2026-03-23',
      weeks: 2,
      weekdays: [1, 2, 3, 4, 5],
      count: 10,
      first: ['2026-03-23 08:00:00', '2026-03-23 18:00:00'],
      last: ['2026-04-03 08:00:00', '2026-04-03 18:00:00'],
    },
    // 2026-10-25 is a Sunday (clocks go back at 04:00).
    {
      name: 'across the autumn change',
      start: '2026-10-19',
      weeks: 2,
      weekdays: [1, 2, 3, 4, 5],
      count: 10,
      first: ['2026-10-19 08:00:00', '2026-10-19 18:00:00'],
      last: ['2026-10-30 08:00:00', '2026-10-30 18:00:00'],
    },
    {
      name: 'weekends only, starting mid-week',
      start: '2026-03-25',
      weeks: 1,
      weekdays: [6, 7],
      count: 2,
      first: ['2026-03-28 08:00:00', '2026-03-28 18:00:00'],
      last: ['2026-03-29 08:00:00', '2026-03-29 18:00:00'],
    },
    {
      name: '12 weeks of weekdays: 60',
      start: '2026-01-05',
      weeks: 12,
      weekdays: [1, 2, 3, 4, 5],
      count: 60,
      first: ['2026-01-05 08:00:00', '2026-01-05 18:00:00'],
      last: ['2026-03-27 08:00:00', '2026-03-27 18:00:00'],
    },
  ])('$name', ({ start, weeks, weekdays, count, first, last }) => {
    const list = seriesOccurrences({ weekdays, from: '08:00', to: '18:00', startDate: start, weeks }, zone);
    expect(list).toHaveLength(count);
    expect([show(list[0]!.start), show(list[0]!.end)]).toEqual(first);
    expect([show(list.at(-1)!.start), show(list.at(-1)!.end)]).toEqual(last);
    // Every day 08:00-18:00 local is 600 real minutes (the changes happen at night).
    for (const o of list) expect(occurrenceCredits(o, 15)).toBe(600);
  });

  it('keeps the wall clock over the change: the UTC hour moves', () => {
    const [fri, mon] = seriesOccurrences(
      { weekdays: [1, 5], from: '08:00', to: '18:00', startDate: '2026-03-27', weeks: 1 },
      zone,
    );
    expect(fri!.start.toISOString()).toBe('2026-03-27T06:00:00.000Z');
    expect(mon!.start.toISOString()).toBe('2026-03-30T05:00:00.000Z');
  });

  it('bills the real minutes of a night range over the change', () => {
    // Sunday 29 March 02:00-05:00 local: the hour 03:00-04:00 never happens.
    const [sunday] = seriesOccurrences(
      { weekdays: [7], from: '02:00', to: '05:00', startDate: '2026-03-29', weeks: 1 },
      zone,
    );
    expect(occurrenceCredits(sunday!, 15)).toBe(120);
  });

  it.each([
    ['18:00', '08:00'],
    ['08:00', '08:00'],
    ['8:00', '18:00'],
    ['08:00', '25:00'],
  ])('refuses %s-%s', (from, to) => {
    expect(seriesMinutes(from, to)).toBeUndefined();
    expect(seriesOccurrences({ weekdays: [1], from, to, startDate: '2026-03-23', weeks: 1 }, zone)).toEqual([]);
  });

  it('ends a day at 24:00', () => {
    const [o] = seriesOccurrences(
      { weekdays: [1], from: '20:00', to: '24:00', startDate: '2026-03-23', weeks: 1 },
      zone,
    );
    expect(show(o!.end)).toBe('2026-03-24 00:00:00');
  });

  it('counts days over month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(blockEndOf('2026-02-23', 1)).toBe('2026-03-02');
  });
});
