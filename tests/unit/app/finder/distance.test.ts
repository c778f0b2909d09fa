import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../../../src/app/features/finder/distance';
import { formatDistance } from '../../../../src/app/lib/format-distance';

describe('the distance on a lot card', () => {
  it('is the great-circle distance: a degree of latitude is about 111.2 km, a block is metres', () => {
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
    // 100 m east of Piața Universității, Bucharest (44.4352 N).
    const east = 100 / (111_195 * Math.cos((44.4352 * Math.PI) / 180));
    expect(distanceMetres({ lat: 44.4352, lng: 26.1025 }, { lat: 44.4352, lng: 26.1025 + east })).toBeCloseTo(100, 0);
    expect(distanceMetres({ lat: 44.4, lng: 26.1 }, { lat: 44.4, lng: 26.1 })).toBe(0);
  });

  it('reads in metres under a kilometre, to 10 m, never "0 m"', () => {
    const m = (metres: number) => formatDistance(metres, 'ro');
    expect([0, 4, 349, 351, 994].map(m)).toEqual(['10\u00a0m', '10\u00a0m', '350\u00a0m', '350\u00a0m', '990\u00a0m']);
  });

  it('reads in kilometres with one decimal from 1 km, in the language’s notation', () => {
    expect([995, 1_234, 12_345, 250_050].map((d) => formatDistance(d, 'ro'))).toEqual([
      '1,0\u00a0km',
      '1,2\u00a0km',
      '12,3\u00a0km',
      '250,1\u00a0km',
    ]);
    expect([995, 1_234, 12_345].map((d) => formatDistance(d, 'en'))).toEqual([
      '1.0\u00a0km',
      '1.2\u00a0km',
      '12.3\u00a0km',
    ]);
  });
});
