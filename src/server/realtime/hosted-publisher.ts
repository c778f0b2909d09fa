import Pusher from 'pusher';
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

/** A hosted Pusher-compatible service, through the official library (clients connect there). */
export function hostedPublisher(settings: HostedSettings): Publisher {
  const base = {
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    useTLS: settings.scheme !== 'http',
  };
  const pusher = settings.host
    ? new Pusher({
        ...base,
        host: settings.host,
        port: settings.port === undefined ? undefined : String(settings.port),
      })
    : new Pusher({ ...base, cluster: settings.cluster ?? 'mt1' });
  return {
    publish: async (channel, event, data, options) => {
      await pusher.trigger(
        channel,
        event,
        data,
        options?.exceptSocketId ? { socket_id: options.exceptSocketId } : undefined,
      );
    },
    terminateUser: async (userId) => {
      await pusher.terminateUserConnections(userId);
    },
    ready: async () => undefined,
    close: async () => undefined,
  };
}
