import { z } from 'zod';

/**
 * What a parking pass says (the JWS payload, PRODUCT.md "Trust at the lot"): the reservation,
 * its lot's id and place, the registration, and start, end and issue time in seconds since
 * the epoch (JWT NumericDate), so a checker with no signal compares them with its own clock.
 */
export const passClaimsSchema = z.object({
  rid: z.number().int().positive(),
  lot: z.number().int().positive(),
  place: z.string(),
  registration: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  iat: z.number().int(),
});
export type PassClaims = z.infer<typeof passClaimsSchema>;

/** The check screen's answer for a pass (`forged` when its signature does not verify). */
export type PassVerdict = 'valid' | 'not_yet' | 'ended' | 'other_lot' | 'forged';

/**
 * A genuine pass judged at `nowMs` by the owner of `ownLotIds`: another owner's lot first (its
 * times do not matter there), then before its start, at or after its end, else valid. Without
 * the owner's lots (never loaded on this device) the lot is not judged.
 */
export function passVerdict(
  claims: PassClaims,
  nowMs: number,
  ownLotIds: readonly number[] | undefined,
): Exclude<PassVerdict, 'forged'> {
  if (ownLotIds && !ownLotIds.includes(claims.lot)) return 'other_lot';
  if (nowMs < claims.start * 1000) return 'not_yet';
  if (nowMs >= claims.end * 1000) return 'ended';
  return 'valid';
}

/** Bytes of base64url text (RFC 4648 section 5, no padding); undefined when it is not that. */
export function base64UrlBytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The claims of payload bytes (UTF-8 JSON), or undefined when they are not a pass's. */
export function passClaimsOf(payload: Uint8Array): PassClaims | undefined {
  try {
    const parsed = passClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(payload)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The claims a token carries, read WITHOUT checking its signature: for the driver's own pass
 * page, which shows what it got from the server. A checker verifies first (jose's compactVerify).
 */
export function readPassClaims(token: string): PassClaims | undefined {
  const parts = token.trim().split('.');
  if (parts.length !== 3) return undefined;
  const payload = base64UrlBytes(parts[1] ?? '');
  return payload ? passClaimsOf(payload) : undefined;
}
