import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../domain/contracts/common';
import {
  listNotificationsQuery,
  markNotificationsReadSchema,
  notificationsBody,
  notificationsReadBody,
} from '../../../domain/contracts/notifications';
import { validationFailed } from '../../lib/errors';
import { authenticate, currentUser } from '../../lib/authenticate';
import { requestLanguage } from '../../lib/request-language';
import { subscribeNotifications } from './event-subscribers';
import { flushPublished } from './outbox';
import { inboxMessages } from './messages';
import { toNotificationView } from './presenter';
import { countUnread, listLatestNotifications, listNotificationsAfter, markRead } from './repository';

const PAGE_SIZE = 100;
const LATEST_SIZE = 50;

export async function notificationRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The module owns its subscriptions: one per app, so each built app notifies once.
  subscribeNotifications(app.deps.events, app.deps, app.log);
  // The publishes recorded but not yet written, before the database closes (outbox.ts).
  app.addHook('onClose', async () => flushPublished(app.deps.db));

  /**
   * ?after=<id>: what came since the last one the client saw (a reconnecting client asks
   * again until it gets fewer than a page). Without it: the latest ones (the inbox). Either
   * way with the number still unread (the bell). Each reads in the caller's language now (the
   * app's Accept-Language, else the account's), whatever it was when stored.
   */
  app.get(
    '/notifications',
    {
      onRequest: authenticate,
      schema: {
        summary: "The caller's latest notifications, or those after an id, with the unread count",
        querystring: listNotificationsQuery,
        response: { 200: notificationsBody, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { after } = request.query;
      const language = requestLanguage(request);
      const [rows, unread] = await Promise.all([
        after === undefined
          ? listLatestNotifications(app.deps.db, user.id, LATEST_SIZE)
          : listNotificationsAfter(app.deps.db, user.id, after, PAGE_SIZE),
        countUnread(app.deps.db, user.id),
      ]);
      return {
        data: rows.map((row) => toNotificationView(row, app.deps.config.APP_TIMEZONE, language)),
        meta: { unread },
      };
    },
  );

  app.post(
    '/notifications/read',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Marks notifications read: all up to an id, or one',
        body: markNotificationsReadSchema,
        response: { 200: notificationsReadBody, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { up_to_id: upToId, id } = request.body;
      const target = id === undefined ? (upToId === undefined ? undefined : { upToId }) : { id };
      if (!target || (id !== undefined && upToId !== undefined))
        throw validationFailed({ up_to_id: [inboxMessages.oneTarget] }, inboxMessages.oneTarget);
      await markRead(app.deps.db, user.id, target, app.deps.now());
      return { meta: { unread: await countUnread(app.deps.db, user.id) } };
    },
  );
}
