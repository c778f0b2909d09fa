import { createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';

/** An Ed25519 private key as a JWK (RFC 8037): the seed `d` and the public `x`, base64url. */
export type Ed25519PrivateJwk = { kty: 'OKP'; crv: 'Ed25519'; d: string; x: string };

type Refusal = { refused: string };

const base64url32 = /^[A-Za-z0-9_-]{43}$/;

function fromJwk(text: string): { key: KeyObject; x: string } | Refusal {
  const jwk = JSON.parse(text) as JsonWebKey;
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519') return { refused: 'must be an Ed25519 key (kty OKP, crv Ed25519)' };
  if (typeof jwk.d !== 'string' || !base64url32.test(jwk.d)) return { refused: 'must hold the private part d' };
  if (typeof jwk.x !== 'string' || !base64url32.test(jwk.x)) return { refused: 'must hold the public part x' };
  return { key: createPrivateKey({ key: jwk, format: 'jwk' }), x: jwk.x };
}

/**
 * PASS_SIGNING_KEY as an operator writes it: a private JWK ({"kty":"OKP","crv":"Ed25519",
 * "d":..., "x":...}) or a PKCS#8 PEM (`openssl genpkey -algorithm ed25519`). Answers the key
 * as a JWK, or why it is refused (never the key itself: the reason may reach a log).
 */
export function readEd25519PrivateKey(text: string): Ed25519PrivateJwk | Refusal {
  const trimmed = text.trim();
  let read: { key: KeyObject; x?: string } | Refusal;
  try {
    if (trimmed.startsWith('{')) read = fromJwk(trimmed);
    else if (trimmed.startsWith('-----BEGIN PRIVATE KEY-----')) read = { key: createPrivateKey(trimmed) };
    else return { refused: 'must be a private JWK (JSON) or a PKCS#8 PEM of an Ed25519 key' };
  } catch {
    return { refused: 'is not a readable Ed25519 private key' };
  }
  if ('refused' in read) return read;
  if (read.key.type !== 'private' || read.key.asymmetricKeyType !== 'ed25519') {
    return { refused: 'must be an Ed25519 private key' };
  }
  const d = read.key.export({ format: 'jwk' }).d;
  const x = createPublicKey(read.key).export({ format: 'jwk' }).x;
  if (typeof d !== 'string' || typeof x !== 'string') return { refused: 'is not a readable Ed25519 private key' };
  // A JWK whose x is not d's public half would publish a key that verifies no pass.
  if (read.x !== undefined && read.x !== x) return { refused: 'has a public part x that is not that of d' };
  return { kty: 'OKP', crv: 'Ed25519', d, x };
}
