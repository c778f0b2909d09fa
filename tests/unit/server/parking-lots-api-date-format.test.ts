import { describe, expect, it } from 'vitest';
import { formatApiDateTime } from '../../../src/domain/date-time';
import { apiDateTimeFormatter } from '../../../src/server/modules/parking-lots/api-date-format';

describe('apiDateTimeFormatter', () => {
  it.each(['Europe/Bucharest', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC'])(
    'agrees with formatApiDateTime minute by minute around the DST changes of %s',
    (zone) => {
      const format = apiDateTimeFormatter(zone);
      const starts = ['2025-03-29T12:00:00Z', '2025-10-25T12:00:00Z', '2025-04-05T06:00:00Z', '2025-10-04T06:00:00Z'];
      for (const start of starts) {
        for (let minute = 0; minute < 48 * 60; minute += 7) {
          const date = new Date(Date.parse(start) + minute * 60_000 + 13_000);
          expect(format(date)).toBe(formatApiDateTime(date, zone));
        }
      }
    },
  );

  it('answers null for a missing or invalid date', () => {
    const format = apiDateTimeFormatter('Europe/Bucharest');
    expect(format(null)).toBeNull();
    expect(format(new Date(NaN))).toBeNull();
  });

  it('writes the local wall-clock time', () => {
    expect(apiDateTimeFormatter('Europe/Bucharest')(new Date('2025-06-10T21:30:05Z'))).toBe('2025-06-11 00:30:05');
  });
});
