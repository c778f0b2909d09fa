type Point = { lat: number; lng: number };

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** The straight-line (great-circle) distance in metres: what a card calls how far a lot is. */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Decimal commas where the language writes them (written out: no Intl.NumberFormat on the first screen). */
const decimalSeparator: Record<string, string> = { ro: ',', en: '.' };

/**
 * "350 m" under a kilometre (to the nearest 10 m, at least 10 m), else kilometres with one
 * decimal in the language's notation: "1,2 km" in Romanian, "1.2 km" in English. A
 * non-breaking space keeps the unit with its number.
 */
export function formatDistance(metres: number, language: string): string {
  const tens = Math.max(10, Math.round(metres / 10) * 10);
  if (tens < 1000) return `${tens}\u00a0m`;
  const [whole, tenth] = (Math.round(metres / 100) / 10).toFixed(1).split('.');
  return `${whole}${decimalSeparator[language] ?? '.'}${tenth}\u00a0km`;
}
