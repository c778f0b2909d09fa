import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDateTime } from '../../../src/app/lib/dates';

describe('formatDateTime', () => {
  it("shows an API value 'YYYY-MM-DD HH:mm:ss' as 'DD/MM/YYYY HH:mm'", () => {
    expect(formatDateTime('2026-03-07 09:05:59')).toBe('07/03/2026 09:05');
  });

  it('uses the 24-hour clock', () => {
    expect(formatDateTime('2026-12-31 23:45:00')).toBe('31/12/2026 23:45');
    expect(formatDateTime('2026-01-01 00:00:00')).toBe('01/01/2026 00:00');
  });

  it('accepts a value without seconds', () => {
    expect(formatDateTime('2026-03-07 18:30')).toBe('07/03/2026 18:30');
  });

  it('shows ISO 8601 with an offset in the app time zone', () => {
    expect(formatDateTime('2026-07-01T10:00:00Z')).toBe('01/07/2026 13:00');
  });

  it('is empty for a missing value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('is empty for an invalid value', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('2026-02-30 10:00:00')).toBe('');
    expect(formatDateTime('2026-13-01 10:00:00')).toBe('');
  });
});

describe('formatDate', () => {
  it("shows the day only, 'DD/MM/YYYY'", () => {
    expect(formatDate('2026-03-07 09:05:00')).toBe('07/03/2026');
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDate('garbage')).toBe('');
  });
});

describe('parseDateTime', () => {
  it('reads API values in the app time zone', () => {
    expect(parseDateTime('2026-07-01 13:00:00')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parseDateTime('2026-01-01', 'Europe/Bucharest')?.toISOString()).toBe('2025-12-31T22:00:00.000Z');
  });

  it('moves a time skipped by the spring change on by an hour, and takes the first of a repeated one', () => {
    expect(formatDateTime('2026-03-29 03:30:00')).toBe('29/03/2026 04:30');
    expect(parseDateTime('2026-10-25 03:30:00')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});
