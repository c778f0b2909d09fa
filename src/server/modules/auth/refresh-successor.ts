import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { loadOrCreateSecret } from '../../lib/instance-secrets';
import { generateToken } from '../../lib/tokens';

export type SuccessorTokens = { accessToken: string; refreshToken: string };

const keys = new WeakMap<Db, Promise<string>>();

/** The installation's key for successor tokens (instance_secrets, shared by every process). */
function successorKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateSecret(db, 'refresh_successor_key', generateToken);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * The access and refresh tokens that exchanging `refreshToken` issues:
 * HMAC-SHA256(installation key, purpose + refresh token), 256 bits, URL-safe. Derived, not
 * random, so an exchange repeated within the grace window (two tabs, a lost answer) can
 * answer the very same pair without the database ever holding a token in clear: only
 * whoever presents the previous refresh token (of which the database keeps a hash) can
 * compute its successors (docs/auth.md, "Grace window").
 */
export async function successorTokens(db: Db, refreshToken: string): Promise<SuccessorTokens> {
  const key = await successorKey(db);
  const derive = (purpose: string) =>
    createHmac('sha256', key).update(`${purpose}\n${refreshToken}`).digest('base64url');
  return { accessToken: derive('access'), refreshToken: derive('refresh') };
}
