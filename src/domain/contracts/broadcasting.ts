import { z } from 'zod';

/** POST /broadcasting/auth: the signature of a private channel subscription (Pusher protocol). */
export const channelAuthContract = z.object({ auth: z.string() });

/** POST /broadcasting/user-auth: the user sign-in signature and the signed user data. */
export const userAuthContract = z.object({ auth: z.string(), user_data: z.string() });
