import { z } from 'zod';

/**
 * POST /broadcasting/auth: the signature of a private channel subscription (Pusher protocol);
 * for a presence channel also the signed `channel_data` ({user_id, user_info} as JSON text).
 */
export const channelAuthContract = z.object({ auth: z.string(), channel_data: z.string().optional() });

/** POST /broadcasting/user-auth: the user sign-in signature and the signed user data. */
export const userAuthContract = z.object({ auth: z.string(), user_data: z.string() });
