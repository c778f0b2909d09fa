import { describe, expect, it } from 'vitest';
import { accountUpdateSchema, registerSchema } from '../../../src/domain/auth-schemas';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; code: string; params?: unknown }[] } }) =>
  result.error?.issues.map((i) => ({ field: i.path.join('.'), code: i.code, params: i.params })) ?? [];

describe('registerSchema', () => {
  const valid = {
    name: 'Ana',
    email: ' ana@example.com ',
    password: 'secret-123',
    password_confirmation: 'secret-123',
  };

  it('trims the email and treats a blank phone as none', () => {
    expect(registerSchema.parse({ ...valid, phone: '' })).toMatchObject({ email: 'ana@example.com', phone: null });
  });

  it('flags a confirmation that differs, on password_confirmation', () => {
    expect(issuesOf(registerSchema.safeParse({ ...valid, password_confirmation: 'other-123' }))).toEqual([
      { field: 'password_confirmation', code: 'custom', params: { code: 'password_confirmation_mismatch' } },
    ]);
  });

  it('flags a malformed phone with its code', () => {
    expect(issuesOf(registerSchema.safeParse({ ...valid, phone: '12-34' }))).toEqual([
      { field: 'phone', code: 'custom', params: { code: 'phone_format' } },
    ]);
  });
});

describe('accountUpdateSchema', () => {
  const base = { name: 'Ana', email: 'ana@example.com' };

  it('accepts a blank password (keep the current one) without a confirmation', () => {
    expect(accountUpdateSchema.safeParse({ ...base, password: '', password_confirmation: '' }).success).toBe(true);
    expect(accountUpdateSchema.safeParse(base).success).toBe(true);
  });

  it('requires a new password to be long enough and confirmed', () => {
    expect(
      issuesOf(accountUpdateSchema.safeParse({ ...base, password: 'short', password_confirmation: 'short' })),
    ).toEqual([{ field: 'password', code: 'too_small', params: undefined }]);
    expect(
      issuesOf(accountUpdateSchema.safeParse({ ...base, password: 'long-enough', password_confirmation: 'x' })),
    ).toEqual([{ field: 'password_confirmation', code: 'custom', params: { code: 'password_confirmation_mismatch' } }]);
  });
});
