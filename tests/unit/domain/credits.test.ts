import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  billableMinutes,
  cancelSettlement,
  expirySettlement,
  finalizeSettlement,
  requiredCredits,
} from '../../../src/domain/credits';

const settings = { minCredits: 15, systemFeeCredits: 5 };
const t0 = new Date('2026-05-04T08:00:00Z');
const plus = (minutes: number, seconds = 0) => new Date(t0.getTime() + minutes * 60_000 + seconds * 1000);
const bucharest = (text: string) =>
  DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm', { zone: 'Europe/Bucharest' }).toJSDate();

describe('requiredCredits', () => {
  it.each([
    ['a 5-minute booking pays the minimum', plus(5), 15],
    ['exactly the minimum', plus(15), 15],
    ['one minute over the minimum', plus(16), 16],
    ['a started minute counts whole', plus(59, 1), 60],
    ['an hour', plus(60), 60],
    ['a day', plus(24 * 60), 1440],
  ])('%s', (_name, end, expected) => {
    expect(requiredCredits(t0, end, 15)).toBe(expected);
  });

  it('follows the configured minimum', () => {
    expect(requiredCredits(t0, plus(20), 30)).toBe(30);
  });

  it('bills real minutes across the autumn daylight-saving change (clocks go back)', () => {
    // 02:30 EEST -> 04:30 EET on 26 October 2025: three real hours for two on the wall clock.
    const start = bucharest('2025-10-26 02:30');
    const end = bucharest('2025-10-26 04:30');
    expect(requiredCredits(start, end, 15)).toBe(180);
  });

  it('bills real minutes across the spring daylight-saving change (clocks go forward)', () => {
    // 02:30 EET -> 04:30 EEST on 29 March 2026: one real hour.
    expect(requiredCredits(bucharest('2026-03-29 02:30'), bucharest('2026-03-29 04:30'), 15)).toBe(60);
  });

  it('never counts negative time', () => {
    expect(billableMinutes(plus(10), t0)).toBe(0);
  });
});

describe('finalizeSettlement', () => {
  it.each([
    ['early, inside the minimum: pays the minimum', 60, plus(3), { charged: 15, refund: 45, fee: 5, payout: 10 }],
    ['after the minimum: pays the minutes used', 60, plus(40, 10), { charged: 41, refund: 19, fee: 5, payout: 36 }],
    ['at the end: pays all that was held', 60, plus(60), { charged: 60, refund: 0, fee: 5, payout: 55 }],
    ['never more than held', 20, plus(45), { charged: 20, refund: 0, fee: 5, payout: 15 }],
  ])('%s', (_name, reserved, now, expected) => {
    expect(finalizeSettlement(reserved, t0, now, settings)).toEqual({ reserved, ...expected });
  });

  it('keeps at most what was charged as the fee', () => {
    const s = finalizeSettlement(15, t0, plus(1), { minCredits: 3, systemFeeCredits: 5 });
    expect(s).toEqual({ reserved: 15, charged: 3, refund: 12, fee: 3, payout: 0 });
  });

  it('always adds up to what was held', () => {
    for (let minute = 0; minute <= 90; minute += 7) {
      const s = finalizeSettlement(75, t0, plus(minute), settings);
      expect(s.refund + s.fee + s.payout).toBe(75);
      expect(s.charged).toBe(s.fee + s.payout);
    }
  });
});

describe('expirySettlement and cancelSettlement', () => {
  it('charges everything held on expiry, with the fee', () => {
    expect(expirySettlement(60, settings)).toEqual({ reserved: 60, charged: 60, refund: 0, fee: 5, payout: 55 });
  });

  it('takes a fee no larger than the charge on expiry', () => {
    expect(expirySettlement(3, { minCredits: 1, systemFeeCredits: 5 })).toMatchObject({ fee: 3, payout: 0 });
  });

  it('refunds a cancellation in full and pays no one', () => {
    expect(cancelSettlement(42)).toEqual({ reserved: 42, charged: 0, refund: 42, fee: 0, payout: 0 });
  });
});
