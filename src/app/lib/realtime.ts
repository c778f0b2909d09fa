import type { Channel, Options } from 'pusher-js';

/** GET /api/config `realtime`: where the Pusher-protocol socket is (null: this page's own). */
export type RealtimeSettings = {
  enabled: boolean;
  key: string;
  host: string | null;
  port: number | null;
  scheme: string | null;
  cluster?: string | null;
};

export type PageLocation = { protocol: string; hostname: string; port: string };

/** SPEC.md section 9. */
export const realtimeTimeouts = { activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000 } as const;

/**
 * Host, port and TLS of the socket. A missing host, port or scheme means the page's own (the
 * embedded server serves app, API and socket from one origin); a port is otherwise 443 for
 * https and 80 for http.
 */
export function realtimeEndpoint(
  settings: RealtimeSettings,
  page: PageLocation,
): { host: string; port: number; tls: boolean } {
  const pageScheme = page.protocol.replace(/:$/, '');
  const scheme = (settings.scheme ?? pageScheme) === 'http' ? 'http' : 'https';
  const host = settings.host ?? page.hostname;
  const defaultPort = scheme === 'https' ? 443 : 80;
  const pagePort = settings.host === null && scheme === pageScheme && page.port ? Number(page.port) : defaultPort;
  return { host, port: settings.port ?? pagePort, tls: scheme === 'https' };
}

/** The private channel of one user, as the server names it. */
export const userChannelName = (userId: number) => `private-App.Models.User.${userId}`;

/** pusher-js options for these settings: bearer-token auth through the API, ws/wss only. */
export function pusherOptions(
  settings: RealtimeSettings,
  page: PageLocation,
  token: () => string | null,
  apiBase = '/api',
): Options {
  const headersProvider = () => {
    const current = token();
    return current ? { Authorization: `Bearer ${current}` } : {};
  };
  // A hosted service without an explicit host: pusher-js finds it from the cluster.
  const hostedByCluster = Boolean(settings.cluster) && settings.host === null;
  const endpoint = hostedByCluster ? undefined : realtimeEndpoint(settings, page);
  return {
    cluster: settings.cluster ?? 'local',
    ...(endpoint
      ? { wsHost: endpoint.host, wsPort: endpoint.port, wssPort: endpoint.port, forceTLS: endpoint.tls }
      : { forceTLS: true }),
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    ...realtimeTimeouts,
    channelAuthorization: { endpoint: `${apiBase}/broadcasting/auth`, transport: 'ajax', headersProvider },
    userAuthentication: { endpoint: `${apiBase}/broadcasting/user-auth`, transport: 'ajax', headersProvider },
  };
}

export type ChannelHandlers = {
  /** Every event on the channel except pusher's own. */
  onEvent: (event: string, data: unknown) => void;
  /** After each (re)subscription: the moment to fetch what was missed. */
  onSubscribed: () => void;
  /** The auth endpoint refused (status 401 or 403): e.g. the token expired. */
  onRefused: (status: number | undefined) => void;
};

export type RealtimeClient = {
  subscribe: (channelName: string, handlers: ChannelHandlers) => () => void;
  /** Sign the socket in as its user (pusher user authentication). */
  signIn: () => void;
  disconnect: () => void;
};

/**
 * The one real-time connection of the app (the only place that knows pusher-js). pusher-js
 * (about 17 KiB gzip) is fetched here, after the first screen, not with the app shell.
 */
export async function connectRealtime(options: Options, key: string): Promise<RealtimeClient> {
  const { default: Pusher } = await import('pusher-js');
  const pusher = new Pusher(key, options);
  return {
    subscribe(channelName, handlers) {
      const channel: Channel = pusher.subscribe(channelName);
      channel.bind('pusher:subscription_succeeded', handlers.onSubscribed);
      channel.bind('pusher:subscription_error', (error: { status?: number }) => handlers.onRefused(error?.status));
      channel.bind_global((event: string, data: unknown) => {
        if (!event.startsWith('pusher:') && !event.startsWith('pusher_internal:')) handlers.onEvent(event, data);
      });
      return () => {
        channel.unbind_all();
        pusher.unsubscribe(channelName);
      };
    },
    signIn: () => pusher.signin(),
    disconnect: () => pusher.disconnect(),
  };
}
