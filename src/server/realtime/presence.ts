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

/** The members of one presence channel held by this process, each with its sockets. */
export class PresenceRoster<S> {
  private readonly members = new Map<string, { info: unknown; sockets: Set<S> }>();

  /** Adds a socket; true when its member is new to the channel (then others get member_added). */
  join(socket: S, member: PresenceMember): boolean {
    const existing = this.members.get(member.userId);
    if (existing) {
      existing.sockets.add(socket);
      return false;
    }
    this.members.set(member.userId, { info: member.info, sockets: new Set([socket]) });
    return true;
  }

  /** Removes a socket; the member's id when that was its last socket (then member_removed). */
  leave(socket: S): string | undefined {
    for (const [userId, member] of this.members) {
      if (!member.sockets.delete(socket)) continue;
      if (member.sockets.size > 0) return undefined;
      this.members.delete(userId);
      return userId;
    }
    return undefined;
  }

  get userCount(): number {
    return this.members.size;
  }

  /** pusher_internal:subscription_succeeded's data: {presence: {ids, hash, count}}. */
  snapshot(): { presence: { ids: string[]; hash: Record<string, unknown>; count: number } } {
    const ids = [...this.members.keys()];
    const hash = Object.fromEntries([...this.members].map(([id, m]) => [id, m.info ?? {}]));
    return { presence: { ids, hash, count: ids.length } };
  }
}

/**
 * The presence member id of one signed-in device: the user id and a short digest of the
 * sign-in session, so two devices of one user are two members and see each other, while
 * the session id itself is never shown.
 */
export function deviceMemberId(userId: number, sessionId: string): string {
  return `${userId}.${createHash('sha256').update(sessionId).digest('hex').slice(0, 12)}`;
}
