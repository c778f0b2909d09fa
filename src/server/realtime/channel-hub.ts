import { frame } from './protocol';

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

  add(socket: HubSocket): void {
    if (!this.sockets.has(socket)) this.sockets.set(socket, new Set());
  }

  remove(socket: HubSocket): void {
    for (const channel of [...(this.sockets.get(socket) ?? [])]) this.unsubscribe(socket, channel);
    this.sockets.delete(socket);
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
