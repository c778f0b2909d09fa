import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, messages as errorMessages } from '../lib/errors';
import { codes, isValidChannelName } from './protocol';

type Query = Record<string, string | undefined>;

/** `info=user_count,subscription_count` as a set of names; user_count only for presence channels. */
function requestedInfo(query: Query): Set<string> {
  return new Set((query.info ?? '').split(',').filter((name) => name !== ''));
}

/**
 * The Pusher HTTP API's reading calls (what the official `pusher` library's `get()` asks) and
 * terminate_connections, answered from this process's sockets (docs/realtime.md says what
 * that means with several processes). `verify` checks the request's signature (401 otherwise).
 */
export function channelsApiRoutes(app: FastifyInstance, verify: (request: FastifyRequest) => void): void {
  const hub = app.deps.realtime.hub;

  // GET /apps/{id}/channels?filter_by_prefix=presence-&info=user_count
  app.get('/apps/:appId/channels', async (request) => {
    verify(request);
    const query = request.query as Query;
    const prefix = query.filter_by_prefix ?? '';
    const info = requestedInfo(query);
    // As Pusher: user_count only makes sense when every listed channel is a presence channel.
    if (info.has('user_count') && !prefix.startsWith('presence-')) {
      throw new AppError(400, errorMessages.invalidData);
    }
    const channels: Record<string, { user_count?: number; subscription_count?: number }> = {};
    for (const channel of hub.channelInfo(prefix)) {
      const entry: { user_count?: number; subscription_count?: number } = {};
      if (info.has('user_count')) entry.user_count = channel.userCount ?? 0;
      if (info.has('subscription_count')) entry.subscription_count = channel.subscriptionCount;
      channels[channel.name] = entry;
    }
    return { channels };
  });

  // GET /apps/{id}/channels/{name}?info=user_count,subscription_count
  app.get<{ Params: { appId: string; name: string } }>('/apps/:appId/channels/:name', async (request) => {
    verify(request);
    const { name } = request.params;
    if (!isValidChannelName(name)) throw new AppError(400, errorMessages.invalidData);
    const info = requestedInfo(request.query as Query);
    if (info.has('user_count') && !name.startsWith('presence-')) throw new AppError(400, errorMessages.invalidData);
    const channel = hub.channelInfo(name).find((c) => c.name === name);
    const answer: { occupied: boolean; user_count?: number; subscription_count?: number } = {
      occupied: channel !== undefined,
    };
    if (info.has('user_count')) answer.user_count = channel?.userCount ?? 0;
    if (info.has('subscription_count')) answer.subscription_count = channel?.subscriptionCount ?? 0;
    return answer;
  });

  // POST /apps/{id}/users/{user}/terminate_connections: closes the sockets signed in as that
  // user (pusher:signin), with 4009 so pusher-js does not reconnect on its own.
  app.post<{ Params: { appId: string; userId: string } }>(
    '/apps/:appId/users/:userId/terminate_connections',
    async (request) => {
      verify(request);
      for (const socket of hub.socketsOfUser(request.params.userId)) {
        socket.close(codes.unauthorized, 'Connections terminated by the server');
      }
      return {};
    },
  );
}
