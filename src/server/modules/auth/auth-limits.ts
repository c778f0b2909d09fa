import type { LimitRule } from '../../lib/rate-limit-guard';

const MINUTE = 60 * 1000;

/** Emails are case-insensitive; counters must be too, or "A@x" and "a@x" would count apart. */
const emailKey = (email: string) => email.trim().toLowerCase();

/** Failed sign-ins: per account (guessing one password) and per client address (spraying many). */
export const failedLoginLimits = {
  account: (email: string): LimitRule => ({ key: `login:email:${emailKey(email)}`, limit: 5, windowMs: 15 * MINUTE }),
  address: (ip: string): LimitRule => ({ key: `login:ip:${ip}`, limit: 20, windowMs: 15 * MINUTE }),
};

/** Reset-link requests (every request counts, so the answer never tells whether the account exists). */
export const forgotPasswordLimits = (email: string, ip: string): LimitRule[] => [
  { key: `forgot:email:${emailKey(email)}`, limit: 3, windowMs: 60 * MINUTE },
  { key: `forgot:ip:${ip}`, limit: 10, windowMs: 60 * MINUTE },
];
