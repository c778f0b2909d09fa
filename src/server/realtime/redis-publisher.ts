import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ChannelHub, RealtimeEvent } from './channel-hub';
import { CACHE_TTL_MS, isCacheChannel, type CachedEvent } from './event-cache';
import { encodeData } from './protocol';
import type { Publisher } from './publisher';

/** What the topic carries: an event (`{channel, event, data, exceptSocketId?}`) or `{terminateUser: id}`. */
type TopicMessage = { event: RealtimeEvent } | { terminateUser: string };

function parseMessage(text: string): TopicMessage | undefined {
  let value: Partial<RealtimeEvent> & { terminateUser?: unknown };
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    return undefined;
  }
  if (typeof value.terminateUser === 'string') return { terminateUser: value.terminateUser };
  if (typeof value.channel !== 'string' || typeof value.event !== 'string' || typeof value.data !== 'string')
    return undefined;
  const exceptSocketId = typeof value.exceptSocketId === 'string' ? value.exceptSocketId : undefined;
  return { event: { channel: value.channel, event: value.event, data: value.data, exceptSocketId } };
}

const EVENT_PREFIX = '{"channel":"';

/**
 * The channel an event on the topic names, read from the text's start without parsing the rest:
 * the publishers write `channel` first (JSON.stringify keeps the order), and channel names need
 * no escaping in JSON (protocol.ts). Undefined when the text is not so shaped: then it is parsed.
 */
export function channelOf(text: string): string | undefined {
  if (!text.startsWith(EVENT_PREFIX)) return undefined;
  const end = text.indexOf('"', EVENT_PREFIX.length);
  if (end < 0) return undefined;
  const channel = text.slice(EVENT_PREFIX.length, end);
  return channel.includes('\\') ? undefined : channel;
}

/** How soon a failed subscription is tried again on a connection that is up. */
const RESUBSCRIBE_MS = 500;

const cacheKey = (appKey: string, channel: string) => `loc-liber:realtime:${appKey}:cache:${channel}`;

/** What a process does with a message of the topic (every process receives every one). */
export function receiveFromTopic(hub: Pick<ChannelHub, 'concerns' | 'deliver' | 'terminateUser'>, text: string): void {
  // Most of the service's events are for sockets held by other processes: those end here.
  const named = channelOf(text);
  if (named !== undefined && !hub.concerns(named)) return;
  const message = parseMessage(text);
  if (message && 'event' in message) hub.deliver(message.event);
  else if (message) hub.terminateUser(message.terminateUser);
}

/**
 * A cache channel's last event as kept in Redis, for a process that started after it was
 * sent (the others keep their own copy from the fan-out: event-cache.ts).
 */
export function sharedEventCache(redis: Redis, appKey: string): (channel: string) => Promise<CachedEvent | undefined> {
  return async (channel) => {
    const text = await redis.get(cacheKey(appKey, channel));
    if (!text) return undefined;
    const value = JSON.parse(text) as Partial<CachedEvent>;
    return typeof value.event === 'string' && typeof value.data === 'string'
      ? { event: value.event, data: value.data }
      : undefined;
  };
}

/**
 * Several processes: every event goes through one Redis pub/sub topic and each process
 * (the publisher included) delivers what it receives to the sockets it holds. The topic is
 * named after the app key, so deployments (and test runs) sharing a Redis do not mix.
 *
 * Redis down (either connection not ready, or a publish failing): the event goes straight to
 * this process's sockets; clients on other processes catch up through
 * GET /api/notifications?after=. The subscription is made again each time the subscriber
 * connection is ready, so fan-out resumes by itself when Redis is back.
 */
export function redisPublisher(hub: ChannelHub, redis: Redis, appKey: string, log: FastifyBaseLogger): Publisher {
  const topic = `loc-liber:realtime:${appKey}`;
  // A connection in subscriber mode can do nothing else: it needs its own. It subscribes
  // on every (re)connection itself, so ioredis must not do it a second time.
  const subscriber = redis.duplicate({ autoResubscribe: false });
  let subscribed = false;
  let degraded = false;
  const fellBack = (err: unknown) => {
    if (degraded) return;
    degraded = true;
    log.error({ err }, 'REDIS UNREACHABLE: real-time events reach only the sockets of this process until it is back');
  };
  subscriber.on('error', (err: Error) => log.debug({ err }, 'realtime: Redis subscriber error'));
  subscriber.on('close', () => (subscribed = false));
  subscriber.on('message', (channel: string, text: string) => {
    if (channel === topic) receiveFromTopic(hub, text);
  });
  // The first subscription, for ready(): settles within the connect timeout.
  let firstDone = () => {};
  const first = new Promise<void>((resolve, reject) => {
    firstDone = resolve;
    setTimeout(() => reject(new Error('Redis subscription not made within 1 s')), 1000).unref();
  });
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  const subscribe = () => {
    clearTimeout(retry);
    subscriber.subscribe(topic).then(
      () => {
        subscribed = true;
        firstDone();
        if (degraded) log.warn('Redis is back: real-time events reach every process again');
        degraded = false;
      },
      (err: unknown) => {
        fellBack(err);
        // A SUBSCRIBE that timed out on a connection that stays up (a busy Redis or machine)
        // brings no new 'ready': try again, or this process would never hear the others.
        if (!closing && subscriber.status === 'ready') retry = setTimeout(subscribe, RESUBSCRIBE_MS);
      },
    );
  };
  subscriber.on('ready', subscribe);
  first.catch(() => undefined);

  return {
    publish: async (channel, event, data, options) => {
      const message: RealtimeEvent = {
        channel,
        event,
        data: encodeData(data),
        exceptSocketId: options?.exceptSocketId,
      };
      if (redis.status !== 'ready') {
        fellBack(new Error(`redis status ${redis.status}, subscribed ${subscribed}`));
        hub.deliver(message);
        return;
      }
      try {
        if (isCacheChannel(channel) && !event.startsWith('pusher')) {
          const cached: CachedEvent = { event, data: message.data };
          await redis.set(cacheKey(appKey, channel), JSON.stringify(cached), 'PX', CACHE_TTL_MS);
        }
        // Sent to the others even while this process's own subscription is not up (a start, a
        // reconnection): they hear it; this process's sockets get it directly.
        const hearsItself = subscribed;
        await redis.publish(topic, JSON.stringify(message));
        if (!hearsItself) hub.deliver(message);
      } catch (err) {
        // Redis is down: at least the sockets held here get it; others catch up by ?after=.
        fellBack(err);
        hub.deliver(message);
      }
    },
    terminateUser: async (userId) => {
      try {
        if (!subscribed || redis.status !== 'ready') throw new Error(`redis status ${redis.status}`);
        await redis.publish(topic, JSON.stringify({ terminateUser: userId }));
      } catch (err) {
        fellBack(err);
        hub.terminateUser(userId);
      }
    },
    ready: () => first,
    hearsOthers: () => subscribed && subscriber.status === 'ready',
    close: async () => {
      closing = true;
      clearTimeout(retry);
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
