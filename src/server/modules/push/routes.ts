import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type errorBody, errorResponses, noContent } from '../../../domain/contracts/common';
import {
  pushSubscriptionDelete,
  pushSubscriptionRenewal,
  pushSubscriptionRequest,
} from '../../../domain/contracts/push';
import { notificationActionRequest, notificationActionResult } from '../../../domain/contracts/reservation-actions';
import { conflict, notFound, validationFailed } from '../../lib/errors';
import { idParams } from '../../lib/id-params';
import { authenticate, currentSessionId, currentUser } from '../../lib/authenticate';
import { performNotificationAction } from './notification-actions';
import { pushMessages } from './messages';
import { pushNotification } from './push-sender';
import { normalizedPushEndpoint } from './push-service-hosts';
import { deleteSubscription, renewSubscription, saveSubscription } from './repository';

/** Web Push: devices' subscriptions, every stored notification sent on, and the notification actions. */
export async function pushRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  /** The endpoint as stored and sent to (see normalizedPushEndpoint), else 422 on `endpoint`. */
  const allowedEndpoint = (endpoint: string) => {
    const normalized = normalizedPushEndpoint(endpoint, deps.config.PUSH_SERVICE_HOSTS);
    if (!normalized)
      throw validationFailed({ endpoint: [pushMessages.unknownPushService] }, pushMessages.unknownPushService);
    return normalized;
  };
  // Endpoints to look up are stored normalized; one that does not normalize matches nothing new.
  const lookedUp = (endpoint: string) => normalizedPushEndpoint(endpoint, deps.config.PUSH_SERVICE_HOSTS) ?? endpoint;
  // One subscription per app: each stored notification is pushed once per built app.
  deps.events.on('notification.stored', (event) => {
    pushNotification(deps, event).catch((err: unknown) =>
      deps.log.error({ err, notificationId: event.notification.id }, 'web push failed'),
    );
  });

  app.post(
    '/push-subscriptions',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Subscribe this device to web push',
        body: pushSubscriptionRequest,
        response: { 204: noContent, ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const { keys } = request.body;
      const endpoint = allowedEndpoint(request.body.endpoint);
      const saved = await saveSubscription(
        deps.db,
        {
          userId: currentUser(request).id,
          sessionId: currentSessionId(request),
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
        },
        deps.now(),
      );
      if (!saved) throw conflict(pushMessages.endpointTaken);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/push-subscriptions/renewal',
    {
      schema: {
        summary: "Move a device's subscription to its new endpoint (the service worker, no session)",
        body: pushSubscriptionRenewal,
        response: { 204: noContent, ...errorResponses(404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { old_endpoint: oldEndpoint, keys } = request.body;
      const endpoint = allowedEndpoint(request.body.endpoint);
      const moved = await renewSubscription(
        deps.db,
        lookedUp(oldEndpoint),
        { endpoint, p256dh: keys.p256dh, auth: keys.auth },
        deps.now(),
      );
      if (moved === 'missing') throw notFound();
      if (moved === 'taken') throw conflict(pushMessages.endpointTaken);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/push-subscriptions',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Unsubscribe a device from web push',
        body: pushSubscriptionDelete,
        response: { 204: noContent, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      await deleteSubscription(deps.db, lookedUp(request.body.endpoint), currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reservations/:id/actions',
    {
      schema: {
        summary: 'Act on a reservation from a push notification',
        params: idParams,
        body: notificationActionRequest,
        response: { 200: notificationActionResult, ...errorResponses(403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const outcome = await performNotificationAction(deps, request.params.id, request.body.token);
      if (outcome.ok) return outcome.result;
      return reply.status(outcome.status as 403).send({ message: outcome.message } satisfies z.infer<typeof errorBody>);
    },
  );
}
