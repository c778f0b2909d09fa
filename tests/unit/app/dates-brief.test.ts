import { describe, expect, it } from 'vitest';
import { formatTimeOrDate } from '../../../src/app/lib/dates';
import { typedNumber } from '../../../src/app/lib/form-numbers';

describe('a time said briefly', () => {
  it('is HH:mm today, DD/MM HH:mm another day, with the year another year', () => {
    expect(formatTimeOrDate('2026-11-28 22:10:00', '2026-11-28')).toBe('22:10');
    expect(formatTimeOrDate('2026-11-29 22:10:00', '2026-11-28')).toBe('29/11 22:10');
    expect(formatTimeOrDate('2027-01-02 08:00:00', '2026-12-31')).toBe('02/01/2027 08:00');
    expect(formatTimeOrDate(null, '2026-11-28')).toBe('');
    expect(formatTimeOrDate('soon', '2026-11-28')).toBe('');
  });
});

describe('a number typed in a text field', () => {
  it('is the number, null when blank, and the text itself when it is not one', () => {
    expect(typedNumber(' 44.43 ')).toBe(44.43);
    expect(typedNumber('26,10')).toBe(26.1);
    expect(typedNumber('   ')).toBeNull();
    expect(typedNumber('abc')).toBe('abc');
  });
});
