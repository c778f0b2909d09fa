import { z } from 'zod';

/** Which notifications reach the user by Web Push (PUT /account {notify}); all true by default. */
export const notifyPreferences = z.object({
  reservations: z.boolean(),
  ending_soon: z.boolean(),
  documents: z.boolean(),
  credits: z.boolean(),
});
export type NotifyPreferences = z.infer<typeof notifyPreferences>;

/** POST /push-subscriptions: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionRequest = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}$/),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/**
 * POST /push-subscriptions/renewal: the service worker's answer to `pushsubscriptionchange`,
 * with no session. The old endpoint (known only to the device and the server) says whose
 * subscription moves to the new one.
 */
export const pushSubscriptionRenewal = pushSubscriptionRequest.extend({
  old_endpoint: z.string().max(2000),
});

/** DELETE /push-subscriptions {endpoint}. */
export const pushSubscriptionDelete = z.object({ endpoint: z.string().max(2000) });

/** An action a push notification offers, with the single-use token that performs it. */
export const pushAction = z.object({
  action: z.enum(['extend', 'finish']),
  title: z.string(),
  token: z.string(),
});

/** What a Web Push message carries (the service worker shows it; the tag is the id). */
export const pushPayload = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  url: z.string().nullable(),
  reservation_id: z.number().int().nullable(),
  actions: z.array(pushAction).optional(),
});
export type PushPayload = z.infer<typeof pushPayload>;
