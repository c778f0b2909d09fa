import type { ChannelHub } from './channel-hub';

export type PublishOptions = {
  /** A socket that must not receive the event (Pusher's socket_id exclusion). */
  exceptSocketId?: string;
};

/**
 * The one way the server sends real-time events. Implementations: local (this process's
 * sockets), Redis (every process's sockets) and hosted (a Pusher-compatible service).
 * `publish` never rejects: an event that cannot be sent is logged, and the client catches up
 * through GET /api/notifications?after=.
 */
export type Publisher = {
  publish: (channel: string, event: string, data: unknown, options?: PublishOptions) => Promise<void>;
  /** Closes the sockets signed in as that user, on every process (the HTTP API's terminate_connections). */
  terminateUser: (userId: string) => Promise<void>;
  /** Resolves when events published now will be delivered (e.g. the Redis subscription is up). */
  ready: () => Promise<void>;
  /**
   * Whether events published by other processes reach this one's sockets now: always with one
   * process or a hosted service; with Redis, once its subscription is up (the readiness probe
   * waits for it: a process that cannot hear the others must not take sockets).
   */
  hearsOthers: () => boolean;
  close: () => Promise<void>;
};

export type RealtimeKind = 'local' | 'redis' | 'hosted';

/** What app.deps.realtime holds: the publisher plus this process's sockets. */
export type Realtime = Publisher & { kind: RealtimeKind; hub: ChannelHub };
