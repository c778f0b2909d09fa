import type { ChannelHub } from './channel-hub';
import { encodeData } from './protocol';
import type { Publisher } from './publisher';

/** One process: events go straight to the sockets it holds. */
export function localPublisher(hub: ChannelHub): Publisher {
  return {
    publish: async (channel, event, data, options) => {
      hub.deliver({ channel, event, data: encodeData(data), exceptSocketId: options?.exceptSocketId });
    },
    terminateUser: async (userId) => hub.terminateUser(userId),
    ready: async () => undefined,
    hearsOthers: () => true,
    close: async () => undefined,
  };
}
