import { describe, expect, it } from 'vitest';
import { defaultWeekdays, patternOfRange } from '../../../../src/app/features/finder/series-pattern';
import { activateLanguage, i18n } from '../../../../src/app/lib/i18n';
import { dayLabel, dayRuns, weekdaysLabel } from '../../../../src/app/lib/series-days';

// Issue 46: "Repeat" takes the daily hours and the first day from the booking form's range.
describe('the series of a booking range', () => {
  it.each([
    ['2026-11-30 08:00', '2026-11-30 18:00', { startDate: '2026-11-30', from: '08:00', to: '18:00' }],
    ['2026-11-30 20:00', '2026-12-01 00:00', { startDate: '2026-11-30', from: '20:00', to: '24:00' }],
    ['2026-11-30 20:00', '2026-12-01 02:00', undefined],
    ['2026-11-30 20:00', '2026-12-02 00:00', undefined],
    ['', '', undefined],
  ])('%s - %s', (from, to, expected) => {
    expect(patternOfRange({ from, to })).toEqual(expected);
  });

  it('chooses Monday to Friday first, with a weekend start day added', () => {
    expect(defaultWeekdays('2026-12-02')).toEqual([1, 2, 3, 4, 5]);
    expect(defaultWeekdays('2026-12-05')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('groups consecutive days', () => {
    expect(dayRuns([5, 1, 2, 3, 4])).toEqual([[1, 5]]);
    expect(dayRuns([1, 3, 6, 7])).toEqual([
      [1, 1],
      [3, 3],
      [6, 7],
    ]);
  });

  for (const [language, week, some, wednesday] of [
    ['ro', 'Luni–Vineri', 'Luni, Miercuri, Sâmbătă, Duminică', 'Miercuri, 02/12/2026'],
    ['en', 'Monday–Friday', 'Monday, Wednesday, Saturday, Sunday', 'Wednesday, 02/12/2026'],
  ] as const) {
    it(`says the days and a date with its day (${language})`, async () => {
      await activateLanguage(language, { remember: false });
      expect(weekdaysLabel(i18n, [1, 2, 3, 4, 5])).toBe(week);
      expect(weekdaysLabel(i18n, [1, 3, 6, 7])).toBe(some);
      expect(dayLabel(i18n, '2026-12-02')).toBe(wednesday);
    });
  }
});
