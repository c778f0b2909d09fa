/**
 * A fresh Idempotency-Key (docs/credits-and-reservations.md): one per confirmed action, kept
 * while it is retried, so a lost answer never makes the server act twice. crypto.randomUUID
 * exists only in secure contexts; elsewhere (http on a LAN address) a time and random key.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
