import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey } from 'jose';
import type { PassPublicJwk } from '../../domain/contracts/passes';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Ed25519PrivateJwk } from '../settings/ed25519-key';
import { loadOrCreateSecret } from './instance-secrets';

/** Name of the generated key pair in instance_secrets. */
export const PASS_KEY_SECRET_NAME = 'pass_signing_key';

export type PassSigningKey = {
  privateKey: CryptoKey;
  /** What GET /config publishes: the public half, with its thumbprint as kid. */
  publicJwk: PassPublicJwk;
};

const byDatabase = new WeakMap<Db, Promise<PassSigningKey>>();

async function generate(): Promise<string> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const { kty, crv, d, x } = await exportJWK(privateKey);
  return JSON.stringify({ kty, crv, d, x });
}

async function load(config: Config, db: Db): Promise<PassSigningKey> {
  // Generated on first start and kept, so every process and every restart signs with one key
  // (a pass already on a phone stays valid). loadOrCreateSecret takes the value synchronously.
  const generated = config.PASS_SIGNING_KEY ? undefined : await generate();
  const jwk: Ed25519PrivateJwk =
    config.PASS_SIGNING_KEY ??
    (JSON.parse(await loadOrCreateSecret(db, PASS_KEY_SECRET_NAME, () => generated as string)) as Ed25519PrivateJwk);
  const privateKey = (await importJWK(jwk, 'EdDSA')) as CryptoKey;
  const publicPart = { kty: 'OKP' as const, crv: 'Ed25519' as const, x: jwk.x };
  const kid = await calculateJwkThumbprint(publicPart);
  return { privateKey, publicJwk: { ...publicPart, alg: 'EdDSA', use: 'sig', kid } };
}

/** The installation's pass signing key (PASS_SIGNING_KEY, else the kept one), read once per database handle. */
export function passSigningKey(config: Config, db: Db): Promise<PassSigningKey> {
  let key = byDatabase.get(db);
  if (!key) {
    key = load(config, db);
    byDatabase.set(db, key);
    key.catch(() => byDatabase.delete(db));
  }
  return key;
}
