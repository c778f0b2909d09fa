import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../../../src/domain/phone';

describe('phone numbers', () => {
  it('accept 7 to 15 digits with an optional leading + and spaces', () => {
    expect(isValidPhone('0722123456')).toBe(true);
    expect(isValidPhone('+40 722 123 456')).toBe(true);
    expect(isValidPhone('1234567')).toBe(true);
    expect(isValidPhone('123456789012345')).toBe(true);
  });

  it('refuse too few or too many digits, letters, dashes and a + elsewhere', () => {
    expect(isValidPhone('123456')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('0722-123-456')).toBe(false);
    expect(isValidPhone('0722 abc 456')).toBe(false);
    expect(isValidPhone('40+722123456')).toBe(false);
  });
});
