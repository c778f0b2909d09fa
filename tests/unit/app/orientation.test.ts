import { describe, expect, it } from 'vitest';
import {
  bearingFromCenter,
  compassPoint,
  normalizeDegrees,
  snapDegrees,
} from '../../../src/app/features/parking-lots/orientation';

describe('orientation helpers', () => {
  it('keeps degrees within 0-359', () => {
    expect(normalizeDegrees(360)).toBe(0);
    expect(normalizeDegrees(-1)).toBe(359);
    expect(normalizeDegrees(725)).toBe(5);
    expect(normalizeDegrees(359.6)).toBe(0);
  });

  it('reads a point above, right, below and left of the centre as N, E, S, W (screen y grows down)', () => {
    expect(bearingFromCenter(0, -10)).toBe(0);
    expect(bearingFromCenter(10, 0)).toBe(90);
    expect(bearingFromCenter(0, 10)).toBe(180);
    expect(bearingFromCenter(-10, 0)).toBe(270);
    expect(bearingFromCenter(10, -10)).toBe(45);
  });

  it('snaps to a step without leaving the range', () => {
    expect(snapDegrees(357, 5)).toBe(355);
    expect(snapDegrees(358, 5)).toBe(0);
    expect(snapDegrees(92, 5)).toBe(90);
  });

  it('names the nearest compass point', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(100)).toBe('E');
    expect(compassPoint(200)).toBe('S');
    expect(compassPoint(337)).toBe('NW');
    expect(compassPoint(350)).toBe('N');
  });
});
