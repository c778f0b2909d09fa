import { EventCache, isCacheChannel, type CachedEvent } from './event-cache';
import type { HubSocket, RealtimeEvent } from './hub-types';
import { LocalOccupancy, type ChannelCounts, type Occupancy } from './occupancy';
import { codes, frame } from './protocol';
import { PresenceRoster, type PresenceMember, type PresenceSnapshot } from './presence';
import { UserEventBuffer } from './user-event-buffer';
import type { WebhookSender } from './webhooks';

export type { HubSocket, RealtimeEvent } from './hub-types';

/** The channel of the `pusher` library's sendToUser(id): a signed-in socket of that user may join it. */
export const serverToUserPrefix = '#server-to-user-';

type SocketState = {
  channels: Set<string>;
  /** The event counter when this socket could last not hear its user's events (see replayUserEvents). */
  userEventsSince: number;
};

/**
 * The sockets this process holds, by channel; delivers events to the local ones only. Its
 * counts changes go to `occupancy`, which knows whether they matter to the whole service.
 */
export class ChannelHub {
  private readonly channels = new Map<string, Set<HubSocket>>();
  /** Each socket with the channels it joined, so leaving costs only its own channels. */
  private readonly sockets = new Map<HubSocket, SocketState>();
  /** Members of the presence channels (this process's sockets only). */
  private readonly rosters = new Map<string, PresenceRoster<HubSocket>>();
  /** Sockets signed in with pusher:signin, by user id (for terminate_connections). */
  private readonly signedIn = new Map<HubSocket, string>();
  private readonly userEvents = new UserEventBuffer();
  private readonly cache = new EventCache();
  /** Counts the events delivered: the order in which a socket could or could not hear them. */
  private seq = 0;
  /** Who hears of channel and member changes: this process alone, or the cluster (Redis). */
  occupancy: Occupancy = new LocalOccupancy(this);
  /** WEBHOOK_URLS, when set. */
  webhooks: WebhookSender | undefined;
  /** Where a cache channel's last event is asked for when this process has not seen it (Redis). */
  sharedCache: ((channel: string) => Promise<CachedEvent | undefined>) | undefined;

  add(socket: HubSocket): void {
    if (!this.sockets.has(socket)) this.sockets.set(socket, { channels: new Set(), userEventsSince: this.seq });
  }

  remove(socket: HubSocket): void {
    for (const channel of [...(this.sockets.get(socket)?.channels ?? [])]) this.unsubscribe(socket, channel);
    this.sockets.delete(socket);
    this.signedIn.delete(socket);
  }

  signIn(socket: HubSocket, userId: string): void {
    this.signedIn.set(socket, userId);
  }

  /** Closes the sockets signed in as `userId` (pusher:signin) with 4009: pusher-js does not reconnect then. */
  terminateUser(userId: string): void {
    for (const [socket, id] of [...this.signedIn]) {
      if (id === userId) socket.close(codes.unauthorized, 'Connections terminated by the server');
    }
  }

  /** Subscribes; false when the socket already was (nothing changes then). */
  subscribe(socket: HubSocket, channel: string): boolean {
    let members = this.channels.get(channel);
    if (members?.has(socket)) return false;
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(socket);
    this.sockets.get(socket)?.channels.add(channel);
    this.occupancy.subscriptionsChanged(channel, members.size - 1, members.size);
    return true;
  }

  /**
   * Joins a presence channel: subscribes, answers subscription_succeeded with the members
   * (the whole service's, from the occupancy, which also announces a new member to the
   * others). Resolves true when the socket is newly and still subscribed.
   */
  async joinPresence(socket: HubSocket, channel: string, member: PresenceMember): Promise<boolean> {
    if (!this.subscribe(socket, channel)) {
      socket.send(frame('pusher_internal:subscription_succeeded', this.presenceSnapshot(channel), channel));
      return false;
    }
    let roster = this.rosters.get(channel);
    if (!roster) this.rosters.set(channel, (roster = new PresenceRoster()));
    const change = roster.join(socket, member);
    const snapshot = await this.occupancy.memberJoined(channel, member, change, socket);
    if (!this.isSubscribed(socket, channel)) return false;
    socket.send(frame('pusher_internal:subscription_succeeded', snapshot, channel));
    return true;
  }

  unsubscribe(socket: HubSocket, channel: string): void {
    const members = this.channels.get(channel);
    if (!members?.delete(socket)) return;
    if (members.size === 0) this.channels.delete(channel);
    const state = this.sockets.get(socket);
    state?.channels.delete(channel);
    if (state && channel.startsWith(serverToUserPrefix)) state.userEventsSince = this.seq;
    const roster = this.rosters.get(channel);
    if (roster) {
      const change = roster.leave(socket);
      if (roster.userCount === 0) this.rosters.delete(channel);
      if (change) this.occupancy.memberLeft(channel, change.userId, change);
    }
    this.occupancy.subscriptionsChanged(channel, members.size + 1, members.size);
  }

  /**
   * After a socket's subscription to its user's channel: the events sent to the user since the
   * socket connected (or last left that channel) that it could not hear, from the short buffer.
   */
  replayUserEvents(socket: HubSocket, userId: string): void {
    const state = this.sockets.get(socket);
    if (!state) return;
    for (const text of this.userEvents.since(userId, state.userEventsSince, socket.id)) socket.send(text);
    // Subscribed from now on: it hears the user's events as they come.
    state.userEventsSince = Number.POSITIVE_INFINITY;
  }

  /** After a subscription to a cache channel: its last event, or pusher:cache_miss (and the webhook). */
  async replayCache(socket: HubSocket, channel: string): Promise<void> {
    const cached = this.cache.recall(channel) ?? (await this.sharedCache?.(channel).catch(() => undefined));
    if (!this.isSubscribed(socket, channel)) return;
    if (cached) {
      socket.send(frame(cached.event, cached.data, channel));
      return;
    }
    socket.send(frame('pusher:cache_miss', undefined, channel));
    this.webhooks?.enqueue({ name: 'cache_miss', channel });
  }

  /** Occupied channels of this process, by name, with their counts. */
  channelInfo(prefix = ''): ChannelCounts[] {
    return [...this.channels]
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, members]) => ({
        name,
        subscriptionCount: members.size,
        userCount: this.rosters.get(name)?.userCount,
      }));
  }

  /** The member ids of a presence channel on this process. */
  memberIds(channel: string): string[] {
    return this.presenceSnapshot(channel).presence.ids;
  }

  presenceSnapshot(channel: string): PresenceSnapshot {
    return this.rosters.get(channel)?.snapshot() ?? new PresenceRoster().snapshot();
  }

  /** This process's counts, to rebuild its share of the shared roster (redis-occupancy.ts). */
  localCounts(): {
    channels: [string, number][];
    members: { channel: string; member: PresenceMember; sockets: number }[];
  } {
    return {
      channels: [...this.channels].map(([name, members]) => [name, members.size]),
      members: [...this.rosters].flatMap(([channel, roster]) =>
        roster.entries().map((entry) => ({ channel, ...entry })),
      ),
    };
  }

  isSubscribed(socket: HubSocket, channel: string): boolean {
    return this.channels.get(channel)?.has(socket) ?? false;
  }

  /**
   * Whether an event on `channel` concerns this process: a local socket hears it, or it is
   * kept (a user's events for a socket still signing in, a cache channel's last event). Every
   * process receives every event of the service (Redis fan-out); those that concern none of
   * its sockets are not even parsed (redis-publisher.ts).
   */
  concerns(channel: string): boolean {
    return this.channels.has(channel) || channel.startsWith(serverToUserPrefix) || isCacheChannel(channel);
  }

  /** Sends one event to every local subscriber of its channel; returns how many got it. */
  deliver(event: RealtimeEvent): number {
    this.seq += 1;
    // The frame is written once, and only when a socket hears it or the buffer keeps it.
    let text: string | undefined;
    const framed = () => (text ??= frame(event.event, event.data, event.channel));
    if (event.channel.startsWith(serverToUserPrefix)) {
      this.userEvents.remember(
        event.channel.slice(serverToUserPrefix.length),
        this.seq,
        framed(),
        event.exceptSocketId,
      );
    } else if (isCacheChannel(event.channel) && !event.event.startsWith('pusher')) {
      this.cache.remember(event.channel, { event: event.event, data: event.data });
    }
    const members = this.channels.get(event.channel);
    if (!members) return 0;
    let count = 0;
    for (const socket of members) {
      if (socket.id === event.exceptSocketId) continue;
      socket.send(framed());
      count += 1;
    }
    return count;
  }

  get size(): number {
    return this.sockets.size;
  }

  /** Channels with at least one subscriber on this process. */
  get channelCount(): number {
    return this.channels.size;
  }

  /** Closes every socket, e.g. with 4200 on shutdown so clients reconnect to another process. */
  closeAll(code: number, reason: string): void {
    for (const socket of [...this.sockets.keys()]) socket.close(code, reason);
  }
}
