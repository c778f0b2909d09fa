import { describe, expect, it } from 'vitest';
import { fitProblems, type CarSize, type FitReason, type LotLimits } from '../../../src/domain/lot-features';

const lot = (max_height_cm: number | null, max_length_cm: number | null): LotLimits => ({
  max_height_cm,
  max_length_cm,
});
const car = (height_cm: number | null, length_cm: number | null): CarSize => ({ height_cm, length_cm });

describe('fitProblems', () => {
  const cases: [string, LotLimits, CarSize, FitReason[]][] = [
    ['a 250 cm van does not fit a 210 cm lot', lot(210, null), car(250, 500), ['height']],
    ['a car exactly at the limit fits', lot(210, 500), car(210, 500), []],
    ['a long car does not fit a short lot', lot(null, 480), car(150, 600), ['length']],
    ['too tall and too long, height first', lot(200, 400), car(250, 600), ['height', 'length']],
    ['no limits: everything fits', lot(null, null), car(400, 2000), []],
    ['an unknown size fits every limit', lot(150, 300), car(null, null), []],
  ];
  it.each(cases)('%s', (_name, limits, size, expected) => {
    expect(fitProblems(limits, size)).toEqual(expected);
  });
});
