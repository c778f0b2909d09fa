import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { ChannelHub } from './channel-hub';
import { hostedPublisher } from './hosted-publisher';
import { localPublisher } from './local-publisher';
import type { Publisher, Realtime, RealtimeKind } from './publisher';
import { RedisOccupancy } from './redis-occupancy';
import { redisPublisher, sharedEventCache } from './redis-publisher';
import type { AppCredentials } from './signatures';
import { WebhookSender } from './webhooks';

/**
 * Hosted when PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are set; else Redis when there is
 * one (events, the shared roster and cache channels through it); else local. WEBHOOK_URLS
 * get the embedded server's webhooks, signed with its credentials.
 */
export function createRealtime(
  config: Config,
  redis: Redis | undefined,
  log: FastifyBaseLogger,
  credentials: AppCredentials,
): Realtime {
  const hub = new ChannelHub();
  if (config.WEBHOOK_URLS.length > 0) hub.webhooks = new WebhookSender(config.WEBHOOK_URLS, credentials, log);
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
  const publish: Publisher['publish'] = async (channel, event, data, options) => {
    try {
      await publisher.publish(channel, event, data, options);
    } catch (err) {
      log.warn({ err, channel, event }, 'realtime: publish failed');
    }
  };
  if (kind === 'redis' && redis) {
    hub.occupancy = new RedisOccupancy(hub, redis, config.REALTIME_KEY, { publish }, log);
    hub.sharedCache = sharedEventCache(redis, config.REALTIME_KEY);
  }
  return {
    kind,
    hub,
    publish,
    terminateUser: async (userId) => {
      try {
        await publisher.terminateUser(userId);
      } catch (err) {
        log.warn({ err }, 'realtime: terminate_connections failed');
      }
    },
    ready: publisher.ready,
    hearsOthers: publisher.hearsOthers,
    // The roster first (its last member_removed frames go out through the publisher), then
    // the webhooks it queued, then the publisher.
    close: async () => {
      await hub.occupancy.close();
      await hub.webhooks?.close();
      await publisher.close();
    },
  };
}
