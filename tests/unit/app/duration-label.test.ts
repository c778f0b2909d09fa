import { describe, expect, it } from 'vitest';
import { durationLabel, durationParts } from '../../../src/app/lib/duration-label';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';

describe('durationParts', () => {
  it('splits minutes into days, hours and minutes', () => {
    expect(durationParts(30)).toEqual({ days: 0, hours: 0, minutes: 30 });
    expect(durationParts(90)).toEqual({ days: 0, hours: 1, minutes: 30 });
    expect(durationParts(1440 + 120)).toEqual({ days: 1, hours: 2, minutes: 0 });
  });
});

// The fast-availability buttons and what a balance buys ("Enough for 10 h of parking").
describe('durationLabel', () => {
  it('names no part that is zero, in English', async () => {
    await activateLanguage('en', { remember: false });
    expect([30, 60, 90, 600, 1440, 1600, 2 * 1440 + 1].map((m) => durationLabel(i18n, m))).toEqual([
      '30 min',
      '1 h',
      '1 h 30 min',
      '10 h',
      '1 day',
      '1 day 2 h 40 min',
      '2 days 1 min',
    ]);
  });

  it('in Romanian', async () => {
    await activateLanguage('ro', { remember: false });
    expect([600, 1440, 2 * 1440 + 60].map((m) => durationLabel(i18n, m))).toEqual(['10 h', '1 zi', '2 zile 1 h']);
  });

  it('says 0 min rather than nothing', async () => {
    await activateLanguage('en', { remember: false });
    expect(durationLabel(i18n, 0)).toBe('0 min');
  });
});
