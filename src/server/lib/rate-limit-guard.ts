import { AppError, messages } from './errors';
import type { RateLimiter } from './rate-limiter';

/** One counter: at most `limit` counted attempts per window on `key`. */
export type LimitRule = { key: string; limit: number; windowMs: number };

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, messages.tooManyAttempts, undefined, { 'retry-after': String(seconds) }, { seconds });
}

/** Throws 429 (with Retry-After: the longest wait of the exhausted counters) when any rule is spent. */
export async function ensureWithinLimits(limiter: RateLimiter, rules: LimitRule[]): Promise<void> {
  const results = await Promise.all(rules.map((rule) => limiter.check(rule.key, rule.limit)));
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length > 0) throw tooManyAttempts(Math.max(...blocked.map((r) => r.retryAfterSeconds)));
}

export async function countAttempt(limiter: RateLimiter, rules: LimitRule[]): Promise<void> {
  await Promise.all(rules.map((rule) => limiter.hit(rule.key, rule.windowMs)));
}
