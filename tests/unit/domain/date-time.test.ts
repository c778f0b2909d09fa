import { describe, expect, it } from 'vitest';
import { formatApiDateTime, parseApiDateTime } from '../../../src/domain/date-time';

const zone = 'Europe/Bucharest';

describe('formatApiDateTime', () => {
  it('writes the wall-clock time of the zone', () => {
    expect(formatApiDateTime(new Date('2024-07-01T09:05:07Z'), zone)).toBe('2024-07-01 12:05:07');
    expect(formatApiDateTime(new Date('2024-01-15T22:30:00Z'), zone)).toBe('2024-01-16 00:30:00');
  });

  it('gives null for a missing or invalid date', () => {
    expect(formatApiDateTime(null, zone)).toBeNull();
    expect(formatApiDateTime(undefined, zone)).toBeNull();
    expect(formatApiDateTime(new Date('nonsense'), zone)).toBeNull();
  });
});

describe('parseApiDateTime', () => {
  it('reads the API format as a time in the zone (summer and winter offsets)', () => {
    expect(parseApiDateTime('2024-07-01 12:05:07', zone)?.toISOString()).toBe('2024-07-01T09:05:07.000Z');
    expect(parseApiDateTime('2024-01-16 00:30:00', zone)?.toISOString()).toBe('2024-01-15T22:30:00.000Z');
  });

  it('accepts the API format without seconds', () => {
    expect(parseApiDateTime('2024-07-01 12:05', zone)?.toISOString()).toBe('2024-07-01T09:05:00.000Z');
  });

  it('accepts ISO 8601 with an offset or Z, whatever the zone', () => {
    expect(parseApiDateTime('2024-07-01T12:05:07+03:00', zone)?.toISOString()).toBe('2024-07-01T09:05:07.000Z');
    expect(parseApiDateTime('2024-07-01T09:05:07.250Z', zone)?.toISOString()).toBe('2024-07-01T09:05:07.250Z');
  });

  it('refuses ISO 8601 without an offset, impossible dates and other text', () => {
    expect(parseApiDateTime('2024-07-01T12:05:07', zone)).toBeUndefined();
    expect(parseApiDateTime('2024-02-30 10:00:00', zone)).toBeUndefined();
    expect(parseApiDateTime('2024-07-01 25:00:00', zone)).toBeUndefined();
    expect(parseApiDateTime('01/07/2024 12:00', zone)).toBeUndefined();
    expect(parseApiDateTime('', zone)).toBeUndefined();
  });

  it('refuses a wall-clock time skipped by the spring daylight-saving change', () => {
    expect(parseApiDateTime('2024-03-31 03:30:00', zone)).toBeUndefined();
    expect(parseApiDateTime('2024-03-31 04:00:00', zone)?.toISOString()).toBe('2024-03-31T01:00:00.000Z');
  });

  it('reads a wall-clock time that happens twice (clocks go back) as its first occurrence', () => {
    // 27 October 2024: 04:00 EEST becomes 03:00 EET.
    expect(parseApiDateTime('2024-10-27 03:30:00', zone)?.toISOString()).toBe('2024-10-27T00:30:00.000Z');
    expect(parseApiDateTime('2024-10-27 04:00:00', zone)?.toISOString()).toBe('2024-10-27T02:00:00.000Z');
  });

  it('refuses 24:00 (the API writes the next day)', () => {
    expect(parseApiDateTime('2024-07-01 24:00:00', zone)).toBeUndefined();
  });

  it('round-trips with formatApiDateTime', () => {
    const text = '2024-10-27 02:59:59';
    expect(formatApiDateTime(parseApiDateTime(text, zone), zone)).toBe(text);
  });
});
