import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ChannelHub, RealtimeEvent } from './channel-hub';
import { encodeData } from './protocol';
import type { Publisher } from './publisher';

function parseEvent(text: string): RealtimeEvent | undefined {
  try {
    const value = JSON.parse(text) as Partial<RealtimeEvent>;
    if (typeof value.channel !== 'string' || typeof value.event !== 'string' || typeof value.data !== 'string')
      return undefined;
    return {
      channel: value.channel,
      event: value.event,
      data: value.data,
      exceptSocketId: typeof value.exceptSocketId === 'string' ? value.exceptSocketId : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Several processes: every event goes through one Redis pub/sub topic and each process
 * (the publisher included) delivers what it receives to the sockets it holds. The topic is
 * named after the app key, so deployments (and test runs) sharing a Redis do not mix.
 */
export function redisPublisher(hub: ChannelHub, redis: Redis, appKey: string, log: FastifyBaseLogger): Publisher {
  const topic = `loc-liber:realtime:${appKey}`;
  // A connection in subscriber mode can do nothing else: it needs its own.
  const subscriber = redis.duplicate();
  subscriber.on('error', (err: Error) => log.warn({ err }, 'realtime: Redis subscriber error'));
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== topic) return;
    const event = parseEvent(text);
    if (event) hub.deliver(event);
  });
  const subscribed = subscriber.subscribe(topic).then(() => undefined);
  subscribed.catch(() => undefined);

  return {
    publish: async (channel, event, data, options) => {
      const message: RealtimeEvent = {
        channel,
        event,
        data: encodeData(data),
        exceptSocketId: options?.exceptSocketId,
      };
      try {
        await redis.publish(topic, JSON.stringify(message));
      } catch (err) {
        // Redis is down: at least the sockets held here get it; others catch up by ?after=.
        log.warn({ err }, 'realtime: Redis publish failed, delivering locally only');
        hub.deliver(message);
      }
    },
    ready: () => subscribed,
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
