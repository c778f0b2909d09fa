import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  dayBounds,
  formatInZone,
  formatWallClock,
  fromWallClock,
  isSameDay,
  parseIsoDateTime,
  parseWallClock,
  toWallClock,
  zoneOffset,
} from '../../../src/domain/zoned-time';

const zone = 'Europe/Bucharest';
const wall = (text: string) => {
  const parsed = parseWallClock(text);
  if (!parsed) throw new Error(`not a reading: ${text}`);
  return parsed;
};
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('the wall clock of an instant', () => {
  // luxon (the server's date library) is the reference.
  it.each(['Europe/Bucharest', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/Santiago', 'UTC'])(
    'agrees with luxon minute by minute around the DST changes of %s',
    (name) => {
      const starts = [
        '2025-03-29T12:00:00Z',
        '2025-10-25T12:00:00Z',
        '2025-04-05T06:00:00Z',
        '2025-10-04T06:00:00Z',
        '2025-09-06T00:00:00Z',
      ];
      for (const start of starts) {
        for (let minute = 0; minute < 48 * 60; minute += 7) {
          const ms = Date.parse(start) + minute * 60_000 + 13_250;
          const reference = DateTime.fromMillis(ms, { zone: name });
          expect(formatInZone(ms, name, 'yyyy-MM-dd HH:mm:ss')).toBe(reference.toFormat('yyyy-MM-dd HH:mm:ss'));
          expect(zoneOffset(ms, name)).toBe(reference.offset * 60_000);
        }
      }
    },
  );

  it('reads the summer and winter offsets of Bucharest', () => {
    expect(toWallClock(Date.parse('2024-07-01T09:05:07Z'), zone)).toEqual({
      year: 2024,
      month: 7,
      day: 1,
      hour: 12,
      minute: 5,
      second: 7,
    });
    expect(formatInZone(Date.parse('2024-01-15T22:30:00Z'), zone, 'dd/MM/yyyy HH:mm')).toBe('16/01/2024 00:30');
  });

  it('writes the tokens of luxon and leaves other characters', () => {
    const reading = { year: 987, month: 3, day: 4, hour: 5, minute: 6, second: 7 };
    expect(formatWallClock(reading, 'yyyy-MM-dd HH:mm:ss')).toBe('0987-03-04 05:06:07');
    expect(formatWallClock(reading, 'dd/MM HH:mm')).toBe('04/03 05:06');
  });

  it('knows the calendar day in the zone, not in UTC', () => {
    expect(isSameDay(Date.parse('2025-06-10T21:30:00Z'), Date.parse('2025-06-11T20:59:00Z'), zone)).toBe(true);
    expect(isSameDay(Date.parse('2025-06-10T20:59:00Z'), Date.parse('2025-06-10T21:00:00Z'), zone)).toBe(false);
  });
});

describe('the instant of a wall-clock reading', () => {
  it('uses the offset in force on that day', () => {
    expect(iso(fromWallClock(wall('2024-07-01 12:05:07'), zone))).toBe('2024-07-01T09:05:07.000Z');
    expect(iso(fromWallClock(wall('2024-01-16 00:30:00'), zone))).toBe('2024-01-15T22:30:00.000Z');
  });

  it('moves a reading skipped by the spring change on by the jump, or refuses it', () => {
    // 31 March 2024: 03:00 EET becomes 04:00 EEST.
    expect(iso(fromWallClock(wall('2024-03-31 03:30'), zone))).toBe('2024-03-31T01:30:00.000Z'); // 04:30 EEST
    expect(fromWallClock(wall('2024-03-31 03:00'), zone, 'refuse')).toBeUndefined();
    expect(fromWallClock(wall('2024-03-31 03:59:59'), zone, 'refuse')).toBeUndefined();
    expect(iso(fromWallClock(wall('2024-03-31 02:59:59'), zone, 'refuse'))).toBe('2024-03-31T00:59:59.000Z');
    expect(iso(fromWallClock(wall('2024-03-31 04:00'), zone, 'refuse'))).toBe('2024-03-31T01:00:00.000Z');
  });

  it('takes the first of a reading that happens twice when the clocks go back', () => {
    // 27 October 2024: 04:00 EEST becomes 03:00 EET, so 03:00-03:59 happens twice.
    expect(iso(fromWallClock(wall('2024-10-27 03:00'), zone))).toBe('2024-10-27T00:00:00.000Z');
    expect(iso(fromWallClock(wall('2024-10-27 03:30'), zone, 'refuse'))).toBe('2024-10-27T00:30:00.000Z');
    expect(iso(fromWallClock(wall('2024-10-27 02:59'), zone))).toBe('2024-10-26T23:59:00.000Z');
    expect(iso(fromWallClock(wall('2024-10-27 04:00'), zone))).toBe('2024-10-27T02:00:00.000Z');
  });

  it('agrees with luxon on every minute of the change days that happens once', () => {
    for (const day of ['2024-03-31', '2024-10-27']) {
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        const text = `${day} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const reference = DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm', { zone });
        if (text.slice(11, 13) === '03' && day === '2024-10-27') continue; // twice: the first, above
        expect(fromWallClock(wall(text), zone)).toBe(reference.toMillis());
      }
    }
  });

  it('rolls 24:00 and overflowing days over to the next day', () => {
    expect(iso(fromWallClock(wall('2024-02-29 24:00'), zone))).toBe('2024-02-29T22:00:00.000Z');
    expect(iso(fromWallClock({ year: 2024, month: 12, day: 32, hour: 0, minute: 0, second: 0 }, zone))).toBe(
      '2024-12-31T22:00:00.000Z',
    );
  });
});

describe('reading text', () => {
  it('reads a date, a time to the minute or to the second', () => {
    expect(parseWallClock('2026-03-07')).toEqual({ year: 2026, month: 3, day: 7, hour: 0, minute: 0, second: 0 });
    expect(parseWallClock('2026-03-07 18:30')).toEqual({
      year: 2026,
      month: 3,
      day: 7,
      hour: 18,
      minute: 30,
      second: 0,
    });
    expect(parseWallClock('2026-03-07 18:30:59')).toEqual({
      year: 2026,
      month: 3,
      day: 7,
      hour: 18,
      minute: 30,
      second: 59,
    });
  });

  it('refuses impossible readings and other shapes', () => {
    for (const text of [
      '2026-02-29 10:00',
      '2026-13-01',
      '2026-04-31',
      '2026-03-07 25:00',
      '2026-03-07 24:01',
      '2026-03-07 10:60',
      '2026-3-7',
      '2026-03-07T10:00',
      ' 2026-03-07',
      '07/03/2026',
    ]) {
      expect(parseWallClock(text), text).toBeUndefined();
    }
    expect(parseWallClock('2024-02-29 24:00')).toBeDefined();
  });

  it('reads ISO 8601 with an offset as that instant, without one in the given zone', () => {
    expect(iso(parseIsoDateTime('2024-07-01T12:05:07+03:00', 'UTC'))).toBe('2024-07-01T09:05:07.000Z');
    expect(iso(parseIsoDateTime('2024-07-01T12:05:07+0300', 'UTC'))).toBe('2024-07-01T09:05:07.000Z');
    expect(iso(parseIsoDateTime('2024-07-01T09:05:07.25Z', zone))).toBe('2024-07-01T09:05:07.250Z');
    expect(iso(parseIsoDateTime('2024-07-01T12:05-02:30', zone))).toBe('2024-07-01T14:35:00.000Z');
    expect(iso(parseIsoDateTime('2024-07-01T12:05', zone))).toBe('2024-07-01T09:05:00.000Z');
    expect(parseIsoDateTime('2024-02-30T12:05Z', zone)).toBeUndefined();
    expect(parseIsoDateTime('2024-07-01 12:05Z', zone)).toBeUndefined();
  });
});

describe('the calendar day of an instant', () => {
  const hours = (day: { from: number; to: number }) => (day.to - day.from) / 3_600_000;

  it('runs from midnight to midnight, 23 or 25 hours on the change days', () => {
    expect(dayBounds(Date.parse('2025-06-10T20:59:00Z'), zone)).toEqual({
      from: Date.parse('2025-06-09T21:00:00Z'),
      to: Date.parse('2025-06-10T21:00:00Z'),
    });
    expect(hours(dayBounds(Date.parse('2025-03-30T12:00:00Z'), zone))).toBe(23);
    expect(hours(dayBounds(Date.parse('2025-10-26T12:00:00Z'), zone))).toBe(25);
  });

  it('starts at the first minute that exists where the change is at midnight', () => {
    // Santiago, 7 September 2025: 00:00 -04 becomes 01:00 -03.
    const day = dayBounds(Date.parse('2025-09-07T15:00:00Z'), 'America/Santiago');
    expect(iso(day.from)).toBe('2025-09-07T04:00:00.000Z');
    expect(iso(day.to)).toBe('2025-09-08T03:00:00.000Z');
  });
});
