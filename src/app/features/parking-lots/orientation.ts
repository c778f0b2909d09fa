/** Degrees clockwise from north, kept in 0-359 (SPEC.md: orientation range 0-359). */
export function normalizeDegrees(degrees: number): number {
  const whole = Math.round(degrees);
  return ((whole % 360) + 360) % 360;
}

/** The bearing (clockwise from north, screen up) of a point seen from a centre, in degrees. */
export function bearingFromCenter(dx: number, dy: number): number {
  return normalizeDegrees((Math.atan2(dx, -dy) * 180) / Math.PI);
}

/** Rounds to the nearest multiple of `step`, within 0-359 (coarse steps for a finger on a dial). */
export function snapDegrees(degrees: number, step: number): number {
  return normalizeDegrees(Math.round(degrees / step) * step);
}

export const compassPoints = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** The nearest of the eight compass points. */
export function compassPoint(degrees: number): CompassPoint {
  return compassPoints[Math.round(normalizeDegrees(degrees) / 45) % 8]!;
}
