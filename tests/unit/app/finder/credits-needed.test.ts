import { describe, expect, it } from 'vitest';
import { creditsNeeded } from '../../../../src/app/features/finder/credits-needed';

const zone = 'Europe/Bucharest';

describe('the required-credits line', () => {
  it('charges whole minutes of the range', () => {
    expect(creditsNeeded({ from: '2026-06-15 14:00', to: '2026-06-15 14:59' }, zone, 15, 100)).toEqual({
      required: 59,
      balance: 100,
      short: false,
    });
  });

  it('never asks less than the minimum', () => {
    expect(creditsNeeded({ from: '2026-06-15 14:00', to: '2026-06-15 14:05' }, zone, 15, 100).required).toBe(15);
  });

  it('warns when the balance does not cover it, and not while the balance is unknown', () => {
    expect(creditsNeeded({ from: '2026-06-15 14:00', to: '2026-06-15 16:00' }, zone, 15, 119).short).toBe(true);
    expect(creditsNeeded({ from: '2026-06-15 14:00', to: '2026-06-15 16:00' }, zone, 15, 120).short).toBe(false);
    expect(creditsNeeded({ from: '2026-06-15 14:00', to: '2026-06-15 16:00' }, zone, 15, undefined).short).toBe(false);
  });

  it('has nothing to say about a range that ends before it starts', () => {
    expect(creditsNeeded({ from: '2026-06-15 14:00', to: '2026-06-15 13:00' }, zone, 15, 50).required).toBeNull();
  });
});
