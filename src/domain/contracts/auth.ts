import { z } from 'zod';
import { apiDateTime } from './common';
import { notifyPreferences } from './push';

/** The tokens of a sign-in or a refresh (OAuth-style names; PRODUCT.md, Authentication). */
export const tokenContract = z.object({
  token: z.string(),
  refresh_token: z.string().optional(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('Seconds until the access token expires'),
  scope: z.string(),
});
export type TokenContract = z.infer<typeof tokenContract>;

/** A location the user is authorized for, as the user record lists it. */
export const userLocationContract = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string().nullable(),
  added_at: apiDateTime,
});

/** The signed-in user (GET /user), with the locations they are authorized for. */
export const userContract = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language: z.string(),
  is_admin: z.boolean(),
  locations: z.array(userLocationContract),
  /** Which notifications reach the user by push. */
  notify: notifyPreferences,
});
export type UserContract = z.infer<typeof userContract>;

/** POST /register: the tokens and the new user. */
export const registeredContract = tokenContract.extend({ user: userContract });

/** PUT /account: the outcome and the updated user. */
export const accountUpdatedContract = z.object({ message: z.string(), data: userContract });
