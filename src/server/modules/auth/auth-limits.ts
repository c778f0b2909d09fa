import type { LimitRule } from '../../lib/rate-limit-guard';

const MINUTE = 60 * 1000;

/** Emails are case-insensitive; counters must be too, or "A@x" and "a@x" would count apart. */
const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Failed sign-ins, counted per (account, address) pair (guessing one password from one place)
 * and per address (spraying many accounts), never per account alone: a stranger failing on
 * someone's email must not lock the owner out on their own address (OWASP guidance).
 */
export const failedLoginLimits = {
  pair: (email: string, ip: string): LimitRule => ({
    key: `login:pair:${emailKey(email)}|${ip}`,
    limit: 5,
    windowMs: 15 * MINUTE,
  }),
  address: (ip: string): LimitRule => ({ key: `login:ip:${ip}`, limit: 20, windowMs: 15 * MINUTE }),
  /** Wrong current passwords of a signed-in account (changing email or password). */
  account: (email: string): LimitRule => ({ key: `login:email:${emailKey(email)}`, limit: 5, windowMs: 15 * MINUTE }),
};

/** Accounts created per client address (a script cannot mint hundreds from one place). */
export const registrationLimit = (ip: string, perHour: number): LimitRule => ({
  key: `register:ip:${ip}`,
  limit: perHour,
  windowMs: 60 * MINUTE,
});

/** Reset-link requests (every request counts, so the answer never tells whether the account exists). */
export const forgotPasswordLimits = (email: string, ip: string): LimitRule[] => [
  { key: `forgot:email:${emailKey(email)}`, limit: 3, windowMs: 60 * MINUTE },
  { key: `forgot:ip:${ip}`, limit: 10, windowMs: 60 * MINUTE },
];
