/** How long an event sent to a user waits for a socket of that user still signing in. */
export const USER_EVENT_BUFFER_MS = 30_000;
const PER_USER = 20;
/** Memory the buffer may hold in all (frames are at most about 10 KB each). */
const MAX_BYTES = 8 * 1024 * 1024;

type Entry = { seq: number; at: number; frame: string; exceptSocketId?: string };

/**
 * The last events sent to each user (`#server-to-user-{id}`, the `pusher` library's
 * sendToUser), kept a short while. pusher-js subscribes to that channel only after
 * pusher:signin_success, a round trip after the user-auth answer: an event the backend sent
 * in between found no subscriber and was lost. A socket whose subscription lands later is
 * given the events sent since it connected (its user-auth comes after that).
 */
export class UserEventBuffer {
  /** In order of last use: the first user is the one to drop when memory runs short. */
  private readonly users = new Map<string, Entry[]>();
  private bytes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  remember(userId: string, seq: number, frame: string, exceptSocketId?: string): void {
    const at = this.now();
    const entries = this.fresh(userId, at);
    entries.push({ seq, at, frame, exceptSocketId });
    this.bytes += frame.length;
    if (entries.length > PER_USER) this.drop(entries.shift());
    this.users.delete(userId);
    this.users.set(userId, entries);
    for (const [oldest, old] of this.users) {
      if (this.bytes <= MAX_BYTES || oldest === userId) break;
      old.forEach((e) => this.drop(e));
      this.users.delete(oldest);
    }
  }

  /** The frames sent to `userId` after `seq` (the hub's event counter), oldest first. */
  since(userId: string, seq: number, socketId: string): string[] {
    return this.fresh(userId, this.now())
      .filter((e) => e.seq > seq && e.exceptSocketId !== socketId)
      .map((e) => e.frame);
  }

  /** The user's entries still within the window (the list kept, or a new empty one). */
  private fresh(userId: string, at: number): Entry[] {
    const entries = this.users.get(userId);
    if (!entries) return [];
    while (entries.length > 0 && at - (entries[0]?.at ?? at) > USER_EVENT_BUFFER_MS) this.drop(entries.shift());
    if (entries.length === 0) this.users.delete(userId);
    return entries;
  }

  private drop(entry: Entry | undefined): void {
    if (entry) this.bytes -= entry.frame.length;
  }
}
