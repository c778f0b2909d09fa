import { describe, expect, it } from 'vitest';
import { isValidRegistration, isValidVin, normalizeRegistration, normalizeVin } from '../../../src/domain/automobile';
import { automobileCreateSchema, automobileUpdateSchema } from '../../../src/domain/automobile-schemas';

describe('registration numbers', () => {
  it('are normalized upper-case without spaces or dashes', () => {
    expect(normalizeRegistration('b-123 abc')).toBe('B123ABC');
    expect(normalizeRegistration('  CJ 07  XYZ ')).toBe('CJ07XYZ');
    expect(normalizeRegistration('if--01---aaa')).toBe('IF01AAA');
  });

  it('are valid only as 2 to 16 Latin letters and digits once normalized', () => {
    expect(isValidRegistration('B123ABC')).toBe(true);
    expect(isValidRegistration('B')).toBe(false);
    expect(isValidRegistration('B.123')).toBe(false);
    expect(isValidRegistration('BĂ123')).toBe(false);
    expect(isValidRegistration('A'.repeat(17))).toBe(false);
  });
});

describe('VIN', () => {
  it('has 17 letters and digits without I, O or Q', () => {
    expect(isValidVin('WVWZZZ1JZXW000001')).toBe(true);
    expect(isValidVin('WVWZZZ1JZXW00000')).toBe(false);
    expect(isValidVin('WVWZZZ1JZXW0000001')).toBe(false);
    expect(isValidVin('WVWZZZ1JZXW00000I')).toBe(false);
    expect(isValidVin('WVWZZZ1JZXW00000O')).toBe(false);
    expect(isValidVin('WVWZZZ1JZXW00000Q')).toBe(false);
  });

  it('is compared upper-case without surrounding spaces', () => {
    expect(normalizeVin(' wvwzzz1jzxw000001 ')).toBe('WVWZZZ1JZXW000001');
  });
});

describe('automobile payload schemas', () => {
  it('normalizes the registration and VIN and turns blanks into null', () => {
    const parsed = automobileCreateSchema.parse({
      registration_number: 'b 12 xyz',
      make: ' ',
      vin: 'wvwzzz1jzxw000001',
    });
    expect(parsed).toEqual({ registration_number: 'B12XYZ', make: null, model: undefined, vin: 'WVWZZZ1JZXW000001' });
  });

  it('flags a bad registration or VIN with its code', () => {
    const result = automobileCreateSchema.safeParse({ registration_number: 'B#1', vin: 'IOQ' });
    expect(result.success).toBe(false);
    const codes = result.error?.issues.map((i) => [
      i.path.join('.'),
      (i as { params?: { code?: string } }).params?.code,
    ]);
    expect(codes).toEqual([
      ['registration_number', 'registration_number_format'],
      ['vin', 'vin_format'],
    ]);
  });

  it('keeps absent fields absent on update, so they are left as they are', () => {
    expect(automobileUpdateSchema.parse({ model: 'Logan' })).toEqual({
      registration_number: undefined,
      make: undefined,
      model: 'Logan',
      vin: undefined,
    });
  });
});
