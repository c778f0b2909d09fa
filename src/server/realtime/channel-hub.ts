import { frame } from './protocol';
import { PresenceRoster, type PresenceMember } from './presence';

/** What the hub needs of a socket held by this process. */
export type HubSocket = {
  readonly id: string;
  send: (text: string) => void;
  close: (code: number, reason: string) => void;
};

export type RealtimeEvent = { channel: string; event: string; data: string; exceptSocketId?: string };

/** The sockets this process holds, by channel; delivers events to the local ones only. */
export class ChannelHub {
  private readonly channels = new Map<string, Set<HubSocket>>();
  /** Each socket with the channels it joined, so leaving costs only its own channels. */
  private readonly sockets = new Map<HubSocket, Set<string>>();
  /** Members of the presence channels (this process's sockets only). */
  private readonly rosters = new Map<string, PresenceRoster<HubSocket>>();
  /** Sockets signed in with pusher:signin, by user id (for terminate_connections). */
  private readonly signedIn = new Map<HubSocket, string>();

  add(socket: HubSocket): void {
    if (!this.sockets.has(socket)) this.sockets.set(socket, new Set());
  }

  remove(socket: HubSocket): void {
    for (const channel of [...(this.sockets.get(socket) ?? [])]) this.unsubscribe(socket, channel);
    this.sockets.delete(socket);
    this.signedIn.delete(socket);
  }

  signIn(socket: HubSocket, userId: string): void {
    this.signedIn.set(socket, userId);
  }

  /** The sockets signed in as `userId` (pusher:signin). */
  socketsOfUser(userId: string): HubSocket[] {
    return [...this.signedIn].filter(([, id]) => id === userId).map(([socket]) => socket);
  }

  /**
   * Joins a presence channel: subscribes, answers subscription_succeeded with the member list
   * and, when the member is new, tells the channel's other sockets (member_added).
   */
  joinPresence(socket: HubSocket, channel: string, member: PresenceMember): void {
    let roster = this.rosters.get(channel);
    if (!roster) this.rosters.set(channel, (roster = new PresenceRoster()));
    this.subscribe(socket, channel);
    const added = roster.join(socket, member);
    socket.send(frame('pusher_internal:subscription_succeeded', roster.snapshot(), channel));
    if (added) {
      const data = JSON.stringify({ user_id: member.userId, user_info: member.info ?? {} });
      this.deliver({ channel, event: 'pusher_internal:member_added', data, exceptSocketId: socket.id });
    }
  }

  subscribe(socket: HubSocket, channel: string): void {
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(socket);
    this.sockets.get(socket)?.add(channel);
  }

  unsubscribe(socket: HubSocket, channel: string): void {
    const members = this.channels.get(channel);
    if (members?.delete(socket) && members.size === 0) this.channels.delete(channel);
    this.sockets.get(socket)?.delete(channel);
    const roster = this.rosters.get(channel);
    if (!roster) return;
    const gone = roster.leave(socket);
    if (roster.userCount === 0) this.rosters.delete(channel);
    if (gone !== undefined) {
      this.deliver({ channel, event: 'pusher_internal:member_removed', data: JSON.stringify({ user_id: gone }) });
    }
  }

  /** Occupied channels of this process, by name, with their counts (the HTTP API's GET /channels). */
  channelInfo(prefix = ''): { name: string; subscriptionCount: number; userCount?: number }[] {
    return [...this.channels]
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, members]) => ({
        name,
        subscriptionCount: members.size,
        userCount: this.rosters.get(name)?.userCount,
      }));
  }

  isSubscribed(socket: HubSocket, channel: string): boolean {
    return this.channels.get(channel)?.has(socket) ?? false;
  }

  /** Sends one event to every local subscriber of its channel; returns how many got it. */
  deliver(event: RealtimeEvent): number {
    const members = this.channels.get(event.channel);
    if (!members) return 0;
    const text = frame(event.event, event.data, event.channel);
    let count = 0;
    for (const socket of members) {
      if (socket.id === event.exceptSocketId) continue;
      socket.send(text);
      count += 1;
    }
    return count;
  }

  get size(): number {
    return this.sockets.size;
  }

  /** Closes every socket, e.g. with 4200 on shutdown so clients reconnect to another process. */
  closeAll(code: number, reason: string): void {
    for (const socket of [...this.sockets.keys()]) socket.close(code, reason);
  }
}
