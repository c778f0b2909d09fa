import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, listBody } from '../../../domain/contracts/common';
import { notificationContract } from '../../../domain/contracts/notifications';
import { authenticate, currentUser } from '../auth/authenticate';
import { subscribeNotifications } from './event-subscribers';
import { toNotificationView } from './presenter';
import { listLatestNotifications, listNotificationsAfter } from './repository';

const PAGE_SIZE = 100;
const LATEST_SIZE = 50;

const listQuery = z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).optional() });

export async function notificationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The module owns its subscriptions: one per app, so each built app notifies once.
  subscribeNotifications(app.deps.events, app.deps, app.log);

  /**
   * ?after=<id>: what came since the last one the client saw (a reconnecting client asks
   * again until it gets fewer than a page). Without it: the latest ones.
   */
  app.get(
    '/notifications',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's latest notifications, or those after an id",
        querystring: listQuery,
        response: { 200: listBody(notificationContract), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { after } = request.query;
      const rows =
        after === undefined
          ? await listLatestNotifications(app.deps.db, user.id, LATEST_SIZE)
          : await listNotificationsAfter(app.deps.db, user.id, after, PAGE_SIZE);
      return { data: rows.map((row) => toNotificationView(row, app.deps.config.APP_TIMEZONE)) };
    },
  );
}
