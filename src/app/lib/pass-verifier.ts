import type { PassPublicJwk } from '../../domain/contracts/passes';
import { passClaimsOf, type PassClaims } from '../../domain/pass';

/**
 * What checking a pass's signature found: its claims when the published key verifies it,
 * `forged` when it does not (a changed byte, another key, not a JWS at all), `unsupported`
 * when this browser's WebCrypto has no Ed25519 (no verdict is possible then).
 */
export type SignatureCheck = { ok: true; claims: PassClaims } | { ok: false; reason: 'forged' | 'unsupported' };

/**
 * Verifies a pass with no network: jose's browser build (WebCrypto), importJWK + compactVerify.
 * jose is imported here, on first use, so it stays out of the first load.
 */
export async function verifyPassSignature(token: string, publicJwk: PassPublicJwk): Promise<SignatureCheck> {
  const { compactVerify, importJWK } = await import('jose');
  let key;
  try {
    key = await importJWK(publicJwk, 'EdDSA');
  } catch {
    return { ok: false, reason: 'unsupported' };
  }
  try {
    const { payload } = await compactVerify(token.trim(), key, { algorithms: ['EdDSA'] });
    const claims = passClaimsOf(payload);
    return claims ? { ok: true, claims } : { ok: false, reason: 'forged' };
  } catch {
    return { ok: false, reason: 'forged' };
  }
}
