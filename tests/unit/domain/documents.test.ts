import { describe, expect, it } from 'vitest';
import { dueReminder, expiryState } from '../../../src/domain/documents';

describe('expiryState', () => {
  it.each([
    [null, 'none'],
    ['2026-11-25', 'expired'],
    ['2026-11-26', 'expiring'],
    ['2026-12-26', 'expiring'],
    ['2026-12-27', 'valid'],
  ] as const)('%s seen on 26/11/2026 is %s (30 days or less left: expiring)', (expiry, state) => {
    expect(expiryState(expiry, '2026-11-26').state).toBe(state);
  });
});

describe('dueReminder', () => {
  it.each([
    [31, undefined],
    [30, 30],
    [8, 30],
    [7, 7],
    [2, 7],
    [1, 1],
    [0, 0],
    [-7, 0],
    [-8, undefined],
  ])('with %i days left sends the %s-day reminder', (daysLeft, due) => {
    expect(dueReminder(daysLeft)).toBe(due);
  });
});
