import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { ChannelHub } from './channel-hub';
import { hostedPublisher } from './hosted-publisher';
import { localPublisher } from './local-publisher';
import type { Publisher, Realtime, RealtimeKind } from './publisher';
import { redisPublisher } from './redis-publisher';

/** Hosted when PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are set; else Redis when there is one; else local. */
export function createRealtime(config: Config, redis: Redis | undefined, log: FastifyBaseLogger): Realtime {
  const hub = new ChannelHub();
  let kind: RealtimeKind;
  let publisher: Publisher;
  if (config.PUSHER_APP_ID && config.PUSHER_KEY && config.PUSHER_SECRET) {
    kind = 'hosted';
    publisher = hostedPublisher({
      appId: config.PUSHER_APP_ID,
      key: config.PUSHER_KEY,
      secret: config.PUSHER_SECRET,
      host: config.PUSHER_HOST,
      port: config.PUSHER_PORT,
      scheme: config.PUSHER_SCHEME,
      cluster: config.PUSHER_CLUSTER,
    });
  } else if (redis) {
    kind = 'redis';
    publisher = redisPublisher(hub, redis, config.REALTIME_KEY, log);
  } else {
    kind = 'local';
    publisher = localPublisher(hub);
  }
  return {
    kind,
    hub,
    publish: async (channel, event, data, options) => {
      try {
        await publisher.publish(channel, event, data, options);
      } catch (err) {
        log.warn({ err, channel, event }, 'realtime: publish failed');
      }
    },
    ready: publisher.ready,
    close: publisher.close,
  };
}
