import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  channelAuthBody,
  channelAuthContract,
  userAuthBody,
  userAuthContract,
} from '../../../domain/contracts/broadcasting';
import { errorResponses } from '../../../domain/contracts/common';
import { forbidden } from '../../lib/errors';
import { signingCredentials } from '../../realtime/credentials';
import { deviceMemberId } from '../../realtime/presence';
import { userChannel, userPresenceChannel } from '../../realtime/protocol';
import { channelAuth, userAuth } from '../../realtime/signatures';
import { authenticate, currentSessionId, currentUser } from '../../lib/authenticate';

/**
 * Signs real-time subscriptions for the signed-in user (with the hosted service's secret
 * when PUSHER_* is set, since that is where the client connects).
 */
export async function broadcastingRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const credentials = signingCredentials(app.deps.config, app.deps.realtimeCredentials);

  app.post(
    '/broadcasting/auth',
    {
      onRequest: authenticate,
      schema: {
        summary: "Sign a subscription to the caller's private or presence channel",
        body: channelAuthBody,
        response: { 200: channelAuthContract, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { socket_id: socketId, channel_name: channel } = request.body;
      // The caller's presence channel: its members are the user's signed-in devices, one
      // member per sign-in session (docs/realtime.md).
      if (channel === userPresenceChannel(user.id)) {
        const member = deviceMemberId(user.id, currentSessionId(request));
        const channelData = JSON.stringify({
          user_id: member,
          user_info: { id: user.id, name: user.name, device: member },
        });
        return { auth: channelAuth(credentials, socketId, channel, channelData), channel_data: channelData };
      }
      // Only the caller's own channel: every event on it is personal.
      if (channel !== userChannel(user.id)) throw forbidden();
      return { auth: channelAuth(credentials, socketId, channel) };
    },
  );

  app.post(
    '/broadcasting/user-auth',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Sign the real-time user sign-in',
        body: userAuthBody,
        response: { 200: userAuthContract, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const userData = JSON.stringify({ id: String(user.id), user_info: { name: user.name } });
      return { auth: userAuth(credentials, request.body.socket_id, userData), user_data: userData };
    },
  );
}
