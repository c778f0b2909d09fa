/** Registration numbers are kept upper-case without spaces or dashes ("b-123 abc" -> "B123ABC"). */
export function normalizeRegistration(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

const registrationPattern = /^[A-Z0-9]{2,16}$/;

/** A normalized registration: 2 to 16 Latin letters and digits. */
export function isValidRegistration(normalized: string): boolean {
  return registrationPattern.test(normalized);
}

/** VINs are compared and stored upper-case, without surrounding spaces. */
export function normalizeVin(text: string): string {
  return text.trim().toUpperCase();
}

// ISO 3779: 17 characters, letters I, O and Q are never used (mistaken for 1 and 0).
const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

export function isValidVin(normalized: string): boolean {
  return vinPattern.test(normalized);
}
