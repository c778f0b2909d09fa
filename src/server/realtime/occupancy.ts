import type { HubSocket, RealtimeEvent } from './hub-types';
import type { PresenceMember, PresenceSnapshot } from './presence';
import type { WebhookSender } from './webhooks';

export type ChannelCounts = { name: string; subscriptionCount: number; userCount?: number };

/**
 * Who is on which channel, for the whole service: the channel and member events
 * (channel_occupied, channel_vacated, member_added, member_removed, as webhooks and, for
 * members, as pusher_internal frames to the channel) and the HTTP API's counts. The hub
 * reports each change of its own counts, before and after; the occupancy decides whether the
 * change is a transition for the service. One process: LocalOccupancy. Several (Redis):
 * RedisOccupancy (redis-occupancy.ts), where Redis says atomically which process made the
 * change that crossed zero, and that process alone sends the event.
 */
export interface Occupancy {
  /** This process's number of sockets on `channel` went from `before` to `after`. */
  subscriptionsChanged(channel: string, before: number, after: number): void;
  /** A member's sockets here went from `before` to `after` by `joiner`; resolves with the members to show it. */
  memberJoined(
    channel: string,
    member: PresenceMember,
    change: { before: number; after: number },
    joiner: HubSocket,
  ): Promise<PresenceSnapshot>;
  /** A member's sockets here went from `before` to `after` (0: its last socket here left). */
  memberLeft(channel: string, userId: string, change: { before: number; after: number }): void;
  /** Occupied channels whose name starts with `prefix`, with their counts. */
  channels(prefix: string): Promise<ChannelCounts[]>;
  /** One channel's counts; undefined when nobody is on it. */
  channel(name: string): Promise<ChannelCounts | undefined>;
  /** The user ids of a presence channel's members. */
  users(channel: string): Promise<string[]>;
  close(): Promise<void>;
}

export function memberAddedData(member: PresenceMember): string {
  return JSON.stringify({ user_id: member.userId, user_info: member.info ?? {} });
}

export function memberRemovedData(userId: string): string {
  return JSON.stringify({ user_id: userId });
}

/** What LocalOccupancy uses of the hub (channel-hub.ts). */
type LocalChannels = {
  readonly webhooks: WebhookSender | undefined;
  deliver(event: RealtimeEvent): number;
  presenceSnapshot(channel: string): PresenceSnapshot;
  channelInfo(prefix: string): ChannelCounts[];
  memberIds(channel: string): string[];
};

/** One process: its own counts are the service's. */
export class LocalOccupancy implements Occupancy {
  constructor(private readonly hub: LocalChannels) {}

  subscriptionsChanged(channel: string, before: number, after: number): void {
    if (before === 0 && after > 0) this.hub.webhooks?.enqueue({ name: 'channel_occupied', channel });
    if (before > 0 && after === 0) this.hub.webhooks?.enqueue({ name: 'channel_vacated', channel });
  }

  async memberJoined(
    channel: string,
    member: PresenceMember,
    change: { before: number; after: number },
    joiner: HubSocket,
  ): Promise<PresenceSnapshot> {
    if (change.before === 0 && change.after > 0) {
      const data = memberAddedData(member);
      this.hub.deliver({ channel, event: 'pusher_internal:member_added', data, exceptSocketId: joiner.id });
      this.hub.webhooks?.enqueue({ name: 'member_added', channel, user_id: member.userId });
    }
    return this.hub.presenceSnapshot(channel);
  }

  memberLeft(channel: string, userId: string, change: { before: number; after: number }): void {
    if (change.before === 0 || change.after > 0) return;
    this.hub.deliver({ channel, event: 'pusher_internal:member_removed', data: memberRemovedData(userId) });
    this.hub.webhooks?.enqueue({ name: 'member_removed', channel, user_id: userId });
  }

  async channels(prefix: string): Promise<ChannelCounts[]> {
    return this.hub.channelInfo(prefix);
  }

  async channel(name: string): Promise<ChannelCounts | undefined> {
    return this.hub.channelInfo(name).find((c) => c.name === name);
  }

  async users(channel: string): Promise<string[]> {
    return this.hub.memberIds(channel);
  }

  async close(): Promise<void> {}
}
