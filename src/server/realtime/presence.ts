import { createHash } from 'node:crypto';

/** A presence channel's member: a user_id (one device here, docs/realtime.md) and its info. */
export type PresenceMember = { userId: string; info: unknown };

/** channel_data of a presence subscription: {user_id: string|number, user_info?: any}. */
export function parseChannelData(text: unknown): PresenceMember | undefined {
  if (typeof text !== 'string' || text.length > 1024) return undefined;
  try {
    const value = JSON.parse(text) as { user_id?: unknown; user_info?: unknown };
    const id = typeof value.user_id === 'number' ? String(value.user_id) : value.user_id;
    if (typeof id !== 'string' || id === '' || id.length > 128) return undefined;
    return { userId: id, info: value.user_info };
  } catch {
    return undefined;
  }
}

/** A member's number of sockets in a channel, before and after a change. */
export type MemberChange = { userId: string; before: number; after: number };

/** The members of one presence channel held by this process, each with its sockets. */
export class PresenceRoster<S> {
  private readonly members = new Map<string, { info: unknown; sockets: Set<S> }>();

  /** Adds a socket to its member (a member is new to the channel when `before` is 0). */
  join(socket: S, member: PresenceMember): MemberChange {
    const existing = this.members.get(member.userId);
    if (existing) {
      const before = existing.sockets.size;
      existing.sockets.add(socket);
      return { userId: member.userId, before, after: existing.sockets.size };
    }
    this.members.set(member.userId, { info: member.info, sockets: new Set([socket]) });
    return { userId: member.userId, before: 0, after: 1 };
  }

  /** Removes a socket; its member's change (the member left when `after` is 0), if it had one. */
  leave(socket: S): MemberChange | undefined {
    for (const [userId, member] of this.members) {
      if (!member.sockets.delete(socket)) continue;
      if (member.sockets.size === 0) this.members.delete(userId);
      return { userId, before: member.sockets.size + 1, after: member.sockets.size };
    }
    return undefined;
  }

  get userCount(): number {
    return this.members.size;
  }

  /** The members with their info and socket counts (to rebuild the shared roster after a Redis outage). */
  entries(): { member: PresenceMember; sockets: number }[] {
    return [...this.members].map(([userId, m]) => ({ member: { userId, info: m.info }, sockets: m.sockets.size }));
  }

  /** pusher_internal:subscription_succeeded's data: {presence: {ids, hash, count}}. */
  snapshot(): PresenceSnapshot {
    return presenceSnapshot(new Map([...this.members].map(([id, m]) => [id, m.info ?? {}])));
  }
}

export type PresenceSnapshot = { presence: { ids: string[]; hash: Record<string, unknown>; count: number } };

/** The snapshot of members given by id with their user_info. */
export function presenceSnapshot(members: Map<string, unknown>): PresenceSnapshot {
  const ids = [...members.keys()];
  return { presence: { ids, hash: Object.fromEntries(members), count: ids.length } };
}

/**
 * The presence member id of one signed-in device: the user id and a short digest of the
 * sign-in session, so two devices of one user are two members and see each other, while
 * the session id itself is never shown.
 */
export function deviceMemberId(userId: number, sessionId: string): string {
  return `${userId}.${createHash('sha256').update(sessionId).digest('hex').slice(0, 12)}`;
}
