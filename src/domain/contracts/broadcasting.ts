import { z } from 'zod';

/** A connection's socket id as the Pusher protocol writes it ('123.456'). */
export const socketIdPattern = /^\d+\.\d+$/;

/**
 * POST /broadcasting/auth's body. pusher-js posts it form-encoded
 * (application/x-www-form-urlencoded); JSON is taken too.
 */
export const channelAuthBody = z.object({
  socket_id: z.string().regex(socketIdPattern),
  channel_name: z.string().min(1).max(200),
});

/** POST /broadcasting/user-auth's body, form-encoded or JSON like the above. */
export const userAuthBody = z.object({ socket_id: z.string().regex(socketIdPattern) });

/**
 * POST /broadcasting/auth: the signature of a private channel subscription (Pusher protocol);
 * for a presence channel also the signed `channel_data` ({user_id, user_info} as JSON text).
 */
export const channelAuthContract = z.object({ auth: z.string(), channel_data: z.string().optional() });

/** POST /broadcasting/user-auth: the user sign-in signature and the signed user data. */
export const userAuthContract = z.object({ auth: z.string(), user_data: z.string() });
