import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, messages as errorMessages } from '../lib/errors';
import type { ChannelCounts } from './occupancy';
import { isValidChannelName } from './protocol';

type Query = Record<string, string | undefined>;
type Counts = { user_count?: number; subscription_count?: number };

/** `info=user_count,subscription_count` as a set of names. */
export function requestedInfo(info: string | undefined): Set<string> {
  return new Set((info ?? '').split(',').filter((name) => name !== ''));
}

/** The attributes asked for of one channel; user_count only exists for presence channels. */
export function countsOf(name: string, channel: ChannelCounts | undefined, info: Set<string>): Counts {
  const counts: Counts = {};
  if (info.has('user_count') && name.startsWith('presence-')) counts.user_count = channel?.userCount ?? 0;
  if (info.has('subscription_count')) counts.subscription_count = channel?.subscriptionCount ?? 0;
  return counts;
}

/**
 * The Pusher HTTP API's reading calls (what the official `pusher` library's `get()` asks) and
 * terminate_connections. Counts and members are the whole service's (the occupancy: the
 * shared roster with Redis); `verify` checks the request's signature (401 otherwise).
 */
export function channelsApiRoutes(app: FastifyInstance, verify: (request: FastifyRequest) => void): void {
  const hub = app.deps.realtime.hub;

  // GET /apps/{id}/channels?filter_by_prefix=presence-&info=user_count
  app.get('/apps/:appId/channels', async (request) => {
    verify(request);
    const query = request.query as Query;
    const prefix = query.filter_by_prefix ?? '';
    const info = requestedInfo(query.info);
    // As Pusher: user_count only makes sense when every listed channel is a presence channel.
    if (info.has('user_count') && !prefix.startsWith('presence-')) {
      throw new AppError(400, errorMessages.invalidData);
    }
    const channels: Record<string, Counts> = {};
    for (const channel of await hub.occupancy.channels(prefix)) {
      channels[channel.name] = countsOf(channel.name, channel, info);
    }
    return { channels };
  });

  // GET /apps/{id}/channels/{name}?info=user_count,subscription_count
  app.get<{ Params: { appId: string; name: string } }>('/apps/:appId/channels/:name', async (request) => {
    verify(request);
    const { name } = request.params;
    if (!isValidChannelName(name)) throw new AppError(400, errorMessages.invalidData);
    const info = requestedInfo((request.query as Query).info);
    if (info.has('user_count') && !name.startsWith('presence-')) throw new AppError(400, errorMessages.invalidData);
    const channel = await hub.occupancy.channel(name);
    return { occupied: channel !== undefined, ...countsOf(name, channel, info) };
  });

  // GET /apps/{id}/channels/{presence channel}/users -> {users: [{id}]}
  app.get<{ Params: { appId: string; name: string } }>('/apps/:appId/channels/:name/users', async (request) => {
    verify(request);
    const { name } = request.params;
    if (!isValidChannelName(name) || !name.startsWith('presence-')) {
      throw new AppError(400, errorMessages.invalidData);
    }
    return { users: (await hub.occupancy.users(name)).map((id) => ({ id })) };
  });

  // POST /apps/{id}/users/{user}/terminate_connections: closes the sockets signed in as that
  // user (pusher:signin) on every process, with 4009 so pusher-js does not reconnect on its own.
  app.post<{ Params: { appId: string; userId: string } }>(
    '/apps/:appId/users/:userId/terminate_connections',
    async (request) => {
      verify(request);
      await app.deps.realtime.terminateUser(request.params.userId);
      return {};
    },
  );
}
