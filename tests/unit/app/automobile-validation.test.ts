import { describe, expect, it } from 'vitest';
import { validateAutomobile } from '../../../src/app/features/automobiles/automobile-validation';

const car = (overrides: Partial<Record<'registration_number' | 'make' | 'model' | 'vin', string>> = {}) => ({
  registration_number: 'B 123 ABC',
  make: 'Dacia',
  model: 'Logan',
  vin: '',
  height_cm: '',
  length_cm: '',
  ...overrides,
});

describe('validateAutomobile', () => {
  it('accepts a registration with spaces or dashes and no VIN', () => {
    expect(validateAutomobile(car({ registration_number: 'b-123-abc' }), { isNew: true })).toEqual({});
  });

  it('asks for a registration when adding, and refuses one that is too short or has other characters', () => {
    expect(validateAutomobile(car({ registration_number: '  ' }), { isNew: true }).registration_number?.message).toBe(
      'Registration number is required',
    );
    expect(validateAutomobile(car({ registration_number: 'B' }), { isNew: true }).registration_number).toBeDefined();
    expect(
      validateAutomobile(car({ registration_number: 'B#123' }), { isNew: true }).registration_number,
    ).toBeDefined();
  });

  it('does not check the registration on edit, where it cannot change', () => {
    expect(validateAutomobile(car({ registration_number: '' }), { isNew: false })).toEqual({});
  });

  it('accepts a 17-character VIN in any case and refuses I, O, Q or a wrong length', () => {
    expect(validateAutomobile(car({ vin: ' uu1ksd0f123456789 ' }), { isNew: true })).toEqual({});
    expect(validateAutomobile(car({ vin: 'UU1KSD0F12345678O' }), { isNew: true }).vin?.message).toBe(
      'The VIN has 17 letters and digits, without I, O or Q.',
    );
    expect(validateAutomobile(car({ vin: 'UU1KSD0F1234567' }), { isNew: true }).vin).toBeDefined();
    expect(validateAutomobile(car({ vin: 'IU1KSD0F123456789' }), { isNew: false }).vin).toBeDefined();
  });
});
