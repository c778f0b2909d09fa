import { randomInt } from 'node:crypto';

/**
 * A fresh client address for app.inject (`remoteAddress`), so per-address rate limits of
 * one test (or one earlier run against a shared Redis) do not leak into another.
 */
export function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}
