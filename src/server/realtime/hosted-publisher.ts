import type Pusher from 'pusher';
import type { Publisher } from './publisher';

export type HostedSettings = {
  appId: string;
  key: string;
  secret: string;
  host?: string;
  port?: number;
  scheme?: 'http' | 'https';
  cluster?: string;
};

/**
 * A hosted Pusher-compatible service, through the official library (clients connect there).
 * The library (13 MiB) is loaded with the first event, not at start.
 */
export function hostedPublisher(settings: HostedSettings): Publisher {
  const base = {
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    useTLS: settings.scheme !== 'http',
  };
  let client: Promise<Pusher> | undefined;
  const pusherClient = () =>
    (client ??= import('pusher').then(({ default: PusherClient }) =>
      settings.host
        ? new PusherClient({
            ...base,
            host: settings.host,
            port: settings.port === undefined ? undefined : String(settings.port),
          })
        : new PusherClient({ ...base, cluster: settings.cluster ?? 'mt1' }),
    ));
  return {
    publish: async (channel, event, data, options) => {
      const pusher = await pusherClient();
      await pusher.trigger(
        channel,
        event,
        data,
        options?.exceptSocketId ? { socket_id: options.exceptSocketId } : undefined,
      );
    },
    terminateUser: async (userId) => {
      const pusher = await pusherClient();
      await pusher.terminateUserConnections(userId);
    },
    ready: async () => undefined,
    hearsOthers: () => true,
    close: async () => undefined,
  };
}
