// How far a lot is, as the finder's cards and the spot-taken alternatives both say it.

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
