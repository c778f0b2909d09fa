import { describe, expect, it } from 'vitest';
import {
  availabilityState,
  availablePeriods,
  clipToWindow,
  dayPeriod,
  freeGaps,
  overlapsAny,
  windowCovers,
  windowHoldsReservations,
  type AvailabilityWindow,
  type Period,
} from '../../../src/domain/availability';

const at = (hhmm: string, day = '2025-06-10') => new Date(`${day}T${hhmm}:00Z`);
const p = (from: string, to: string): Period => ({ from: at(from), to: at(to) });
const iso = (periods: Period[]) =>
  periods.map((x) => [x.from.toISOString().slice(11, 16), x.to.toISOString().slice(11, 16)]);
const open = (from: string | null, to: string | null, available = true): AvailabilityWindow => ({
  available,
  availableFrom: from ? at(from) : null,
  availableTo: to ? at(to) : null,
});

describe('freeGaps', () => {
  const cases: { name: string; range: Period; reservations: Period[]; expected: string[][] }[] = [
    {
      name: 'no reservations leaves the whole range free',
      range: p('08:00', '12:00'),
      reservations: [],
      expected: [['08:00', '12:00']],
    },
    {
      name: 'one reservation in the middle splits the range',
      range: p('08:00', '12:00'),
      reservations: [p('09:00', '10:00')],
      expected: [
        ['08:00', '09:00'],
        ['10:00', '12:00'],
      ],
    },
    {
      name: 'back-to-back reservations leave no gap between them',
      range: p('08:00', '12:00'),
      reservations: [p('10:00', '11:00'), p('09:00', '10:00')],
      expected: [
        ['08:00', '09:00'],
        ['11:00', '12:00'],
      ],
    },
    {
      name: 'reservations sticking out of the range are clipped',
      range: p('08:00', '12:00'),
      reservations: [p('07:00', '08:30'), p('11:30', '13:00')],
      expected: [['08:30', '11:30']],
    },
    {
      name: 'a reservation covering everything leaves nothing',
      range: p('08:00', '12:00'),
      reservations: [p('07:00', '13:00')],
      expected: [],
    },
    {
      name: 'overlapping reservations merge',
      range: p('08:00', '12:00'),
      reservations: [p('09:00', '10:30'), p('09:30', '10:00')],
      expected: [
        ['08:00', '09:00'],
        ['10:30', '12:00'],
      ],
    },
    {
      name: 'reservations entirely outside the range are ignored',
      range: p('08:00', '12:00'),
      reservations: [p('05:00', '06:00'), p('12:00', '13:00')],
      expected: [['08:00', '12:00']],
    },
  ];
  it.each(cases)('$name', ({ range, reservations, expected }) => {
    expect(iso(freeGaps(range, reservations))).toEqual(expected);
  });
});

describe('availablePeriods', () => {
  const cases: { name: string; window: AvailabilityWindow; reservations: Period[]; expected: string[][] }[] = [
    {
      name: 'an unlimited window keeps the whole range',
      window: open('00:00', null),
      reservations: [],
      expected: [['08:00', '12:00']],
    },
    {
      name: 'a window starting later clips the start',
      window: open('09:00', null),
      reservations: [],
      expected: [['09:00', '12:00']],
    },
    {
      name: 'a window ending earlier clips the end',
      window: open('06:00', '10:15'),
      reservations: [],
      expected: [['08:00', '10:15']],
    },
    {
      name: 'window and reservations clip together',
      window: open('08:30', '11:00'),
      reservations: [p('09:00', '09:30')],
      expected: [
        ['08:30', '09:00'],
        ['09:30', '11:00'],
      ],
    },
    { name: 'a private lot has no periods', window: open(null, null), reservations: [], expected: [] },
    { name: 'an unavailable lot has no periods', window: open('00:00', null, false), reservations: [], expected: [] },
    {
      name: 'a window ended before the range has no periods',
      window: open('01:00', '07:00'),
      reservations: [],
      expected: [],
    },
  ];
  it.each(cases)('$name', ({ window, reservations, expected }) => {
    expect(iso(availablePeriods(p('08:00', '12:00'), window, reservations))).toEqual(expected);
  });
});

describe('dayPeriod in Europe/Bucharest', () => {
  const zone = 'Europe/Bucharest';
  it('runs from local midnight to the next midnight on an ordinary summer day (UTC+3)', () => {
    const day = dayPeriod(new Date('2025-06-10T20:59:00Z'), zone);
    expect(day.from.toISOString()).toBe('2025-06-09T21:00:00.000Z');
    expect(day.to.toISOString()).toBe('2025-06-10T21:00:00.000Z');
  });

  it('puts 23:30 UTC on the next local day (after local midnight)', () => {
    expect(dayPeriod(new Date('2025-06-10T21:30:00Z'), zone).from.toISOString()).toBe('2025-06-10T21:00:00.000Z');
  });

  it('is 23 hours long on the spring-forward day', () => {
    const day = dayPeriod(new Date('2025-03-30T12:00:00Z'), zone);
    expect(day.from.toISOString()).toBe('2025-03-29T22:00:00.000Z');
    expect(day.to.toISOString()).toBe('2025-03-30T21:00:00.000Z');
    expect((day.to.getTime() - day.from.getTime()) / 3_600_000).toBe(23);
  });

  it('is 25 hours long on the fall-back day and its gaps span the repeated hour', () => {
    const day = dayPeriod(new Date('2025-10-26T12:00:00Z'), zone);
    expect((day.to.getTime() - day.from.getTime()) / 3_600_000).toBe(25);
    const booked = { from: new Date('2025-10-26T00:00:00Z'), to: new Date('2025-10-26T01:00:00Z') };
    const gaps = freeGaps(day, [booked]);
    expect(gaps.map((g) => [g.from.toISOString(), g.to.toISOString()])).toEqual([
      ['2025-10-25T21:00:00.000Z', '2025-10-26T00:00:00.000Z'],
      ['2025-10-26T01:00:00.000Z', '2025-10-26T22:00:00.000Z'],
    ]);
  });
});

describe('window checks', () => {
  it('clips a range to the window or answers null when they do not meet', () => {
    expect(clipToWindow(p('08:00', '12:00'), open('10:00', '11:00'))).toEqual(p('10:00', '11:00'));
    expect(clipToWindow(p('08:00', '12:00'), open('12:00', null))).toBeNull();
  });

  it('covers a range only when the window starts before it and ends after it', () => {
    expect(windowCovers(open('08:00', null), p('08:00', '12:00'))).toBe(true);
    expect(windowCovers(open('08:00', '12:00'), p('08:00', '12:00'))).toBe(true);
    expect(windowCovers(open('08:01', null), p('08:00', '12:00'))).toBe(false);
    expect(windowCovers(open('08:00', '11:59'), p('08:00', '12:00'))).toBe(false);
    expect(windowCovers(open('08:00', null, false), p('08:00', '12:00'))).toBe(false);
  });

  it('treats back-to-back reservations as not overlapping', () => {
    expect(overlapsAny(p('10:00', '11:00'), [p('09:00', '10:00'), p('11:00', '12:00')])).toBe(false);
    expect(overlapsAny(p('10:00', '11:00'), [p('10:59', '12:00')])).toBe(true);
  });

  it('names the map state of a lot', () => {
    const now = at('10:00');
    expect(availabilityState(open(null, null), now)).toBe('private');
    expect(availabilityState(open('08:00', null, false), now)).toBe('unavailable');
    expect(availabilityState(open('08:00', null), now)).toBe('unlimited');
    expect(availabilityState(open('08:00', '18:00'), now)).toBe('limited');
    expect(availabilityState(open('08:00', '09:00'), now)).toBe('unavailable');
  });
});

describe('windowHoldsReservations', () => {
  const now = at('10:00');
  const booked = [p('11:00', '12:00')];
  it.each([
    { name: 'a wider window holds', window: open('09:00', '13:00'), expected: true },
    { name: 'an unlimited window holds', window: open('09:00', null), expected: true },
    { name: 'an end before the booking ends does not hold', window: open('09:00', '11:30'), expected: false },
    { name: 'a start after the booking starts does not hold', window: open('11:30', null), expected: false },
    {
      name: 'switching the lot off holds (it stops new bookings only)',
      window: open('09:00', null, false),
      expected: true,
    },
    { name: 'making it private does not hold', window: open(null, null), expected: false },
  ])('$name', ({ window, expected }) => {
    expect(windowHoldsReservations(window, booked, now)).toBe(expected);
  });

  it('honours an active booking that began before a new "from now" window', () => {
    expect(windowHoldsReservations(open('10:00', '12:00'), [p('09:00', '11:00')], now)).toBe(true);
  });

  it('ignores bookings that already ended', () => {
    expect(windowHoldsReservations(open(null, null), [p('08:00', '09:00')], now)).toBe(true);
  });
});
