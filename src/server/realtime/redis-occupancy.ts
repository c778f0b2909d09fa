import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ChannelHub, HubSocket } from './channel-hub';
import { memberAddedData, memberRemovedData, type ChannelCounts, type Occupancy } from './occupancy';
import { presenceSnapshot, type PresenceMember, type PresenceSnapshot } from './presence';
import type { Publisher } from './publisher';
import { setCountScript, reapScript } from './roster-scripts';

export type RosterTimings = { heartbeatMs: number; aliveMs: number };

/** A process is taken for dead 15 s after its last heartbeat (every 5 s). */
const DEFAULT_TIMINGS: RosterTimings = { heartbeatMs: 5_000, aliveMs: 15_000 };

type Scripted = Redis & {
  rosterSet(...args: (string | number)[]): Promise<[number, number, string[]?]>;
  rosterReap(...args: string[]): Promise<string[]>;
};

/**
 * The shared roster of several processes (REDIS_URL): each process writes its own counts
 * (sockets per channel, sockets per presence member) into Redis, and Redis keeps the sums.
 * A Lua script applies one change and answers the sum before and after, atomically, so
 * exactly one process sees a channel or a member cross zero, and that process alone sends
 * the webhook and the member_added/member_removed frame (through Redis, to every process).
 * Each process's share lives under its own id with a heartbeat; a process that dies without
 * closing is taken out by the next live process that finds its heartbeat expired (its
 * channels vacated, its members removed, once). While Redis is down the counts shown are
 * this process's own and no webhook is sent; when it is back the process writes its share
 * again, and the transitions that happened meanwhile are sent then.
 */
export class RedisOccupancy implements Occupancy {
  private readonly id = randomUUID();
  private readonly prefix: string;
  private readonly redis: Scripted;
  private heartbeat: NodeJS.Timeout | undefined;
  /** A write failed: this process's share in Redis is stale until resync() writes it again. */
  private stale = false;
  private closed = false;

  constructor(
    private readonly hub: ChannelHub,
    redis: Redis,
    appKey: string,
    private readonly publisher: Pick<Publisher, 'publish'>,
    private readonly log: FastifyBaseLogger,
    private readonly timings: RosterTimings = DEFAULT_TIMINGS,
  ) {
    this.prefix = `loc-liber:realtime:${appKey}:roster:`;
    redis.defineCommand('rosterSet', { numberOfKeys: 0, lua: setCountScript });
    redis.defineCommand('rosterReap', { numberOfKeys: 0, lua: reapScript });
    this.redis = redis as Scripted;
    this.heartbeat = setInterval(() => void this.beat(), timings.heartbeatMs);
    this.heartbeat.unref();
    redis.on('ready', () => void this.resync());
    void this.beat();
  }

  subscriptionsChanged(channel: string, before: number, after: number): void {
    if (before === after || this.closed) return;
    void this.set('c', channel, '', after, '').catch(() => undefined);
  }

  async memberJoined(
    channel: string,
    member: PresenceMember,
    change: { before: number; after: number },
    joiner: HubSocket,
  ): Promise<PresenceSnapshot> {
    try {
      const hash = await this.set('m', channel, member.userId, change.after, JSON.stringify(member.info ?? {}), {
        snapshot: true,
        joiner,
        member,
      });
      const members = new Map<string, unknown>();
      for (let i = 0; i + 1 < hash.length; i += 2) members.set(hash[i] as string, JSON.parse(hash[i + 1] as string));
      return presenceSnapshot(members);
    } catch {
      // Redis is down: the members this process knows, and the others hear of this one if it is new here.
      if (change.before === 0) await this.announce('member_added', channel, member, joiner);
      return this.hub.presenceSnapshot(channel);
    }
  }

  memberLeft(channel: string, userId: string, change: { before: number; after: number }): void {
    if (this.closed) return;
    void this.set('m', channel, userId, change.after, '').catch(() => {
      if (change.after === 0) void this.announce('member_removed', channel, { userId, info: undefined });
    });
  }

  async channels(prefix: string): Promise<ChannelCounts[]> {
    try {
      const counts = await this.redis.hgetall(`${this.prefix}channels`);
      const names = Object.keys(counts).filter((name) => name.startsWith(prefix));
      const pipeline = this.redis.pipeline();
      for (const name of names) pipeline.hlen(`${this.prefix}members:${name}`);
      const lengths = (await pipeline.exec()) ?? [];
      return names.map((name, i) => ({
        name,
        subscriptionCount: Number(counts[name]),
        userCount: name.startsWith('presence-') ? Number(lengths[i]?.[1] ?? 0) : undefined,
      }));
    } catch {
      return this.hub.channelInfo(prefix);
    }
  }

  async channel(name: string): Promise<ChannelCounts | undefined> {
    try {
      const [[, count], [, users]] = ((await this.redis
        .multi()
        .hget(`${this.prefix}channels`, name)
        .hlen(`${this.prefix}members:${name}`)
        .exec()) ?? []) as [[unknown, string | null], [unknown, number]];
      if (count === null) return undefined;
      return {
        name,
        subscriptionCount: Number(count),
        userCount: name.startsWith('presence-') ? Number(users) : undefined,
      };
    } catch {
      return this.hub.channelInfo(name).find((c) => c.name === name);
    }
  }

  async users(channel: string): Promise<string[]> {
    try {
      return await this.redis.hkeys(`${this.prefix}members:${channel}`);
    } catch {
      return this.hub.memberIds(channel);
    }
  }

  /** Takes this process's share out (its channels vacated, its members removed) before it goes. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    try {
      await this.transitions(await this.redis.rosterReap(this.prefix, this.id, 'self'));
    } catch (err) {
      this.log.warn({ err }, 'realtime: could not take this process out of the shared roster; others will');
    }
  }

  /**
   * Writes this process's count for one key (a channel's sockets, or a member's) and acts on
   * the transition Redis reports. Resolves with the channel's members when asked.
   */
  private async set(
    kind: 'c' | 'm',
    channel: string,
    userId: string,
    count: number,
    info: string,
    presence?: { snapshot: boolean; joiner: HubSocket; member: PresenceMember },
    /** Rebuilding the roster: arrivals are old news to every client, only departures are told. */
    rebuilding = false,
  ): Promise<string[]> {
    let answer: [number, number, string[]?];
    try {
      answer = await this.redis.rosterSet(
        this.prefix,
        this.id,
        kind,
        channel,
        userId,
        count,
        info,
        presence?.snapshot ? '1' : '0',
        this.timings.aliveMs,
      );
    } catch (err) {
      this.markStale(err);
      throw err;
    }
    const [before, after, hash] = answer;
    const arrived = before === 0 && after > 0 && !rebuilding;
    if (kind === 'c') {
      if (arrived) this.hub.webhooks?.enqueue({ name: 'channel_occupied', channel });
      if (before > 0 && after === 0) this.hub.webhooks?.enqueue({ name: 'channel_vacated', channel });
    } else if (arrived && presence) {
      await this.announce('member_added', channel, presence.member, presence.joiner);
    } else if (before > 0 && after === 0) {
      await this.announce('member_removed', channel, { userId, info: undefined });
    }
    return hash ?? [];
  }

  /** A member came or went for the service: a frame to the channel on every process, and the webhook. */
  private async announce(
    name: 'member_added' | 'member_removed',
    channel: string,
    member: PresenceMember,
    except?: HubSocket,
  ): Promise<void> {
    this.hub.webhooks?.enqueue({ name, channel, user_id: member.userId });
    const data = name === 'member_added' ? memberAddedData(member) : memberRemovedData(member.userId);
    await this.publisher.publish(channel, `pusher_internal:${name}`, data, { exceptSocketId: except?.id });
  }

  /** What a reap answered: flat triples (event, channel, user id). */
  private async transitions(flat: string[]): Promise<void> {
    for (let i = 0; i + 2 < flat.length; i += 3) {
      const [name, channel, userId] = [flat[i], flat[i + 1] ?? '', flat[i + 2] ?? ''];
      if (name === 'member_removed') await this.announce('member_removed', channel, { userId, info: undefined });
      if (name === 'channel_vacated') this.hub.webhooks?.enqueue({ name: 'channel_vacated', channel });
    }
  }

  /** Keeps this process alive in Redis and takes out the processes that stopped beating. */
  private async beat(): Promise<void> {
    if (this.closed) return;
    try {
      await this.redis
        .multi()
        .sadd(`${this.prefix}procs`, this.id)
        .set(`${this.prefix}alive:${this.id}`, '1', 'PX', this.timings.aliveMs)
        .exec();
      await this.transitions(await this.redis.rosterReap(this.prefix, this.id, 'dead'));
    } catch (err) {
      this.markStale(err);
    }
  }

  private markStale(err: unknown): void {
    if (!this.stale)
      this.log.warn({ err }, 'realtime: shared roster unreachable; counts are this process’s until Redis is back');
    this.stale = true;
  }

  /**
   * On every (re)connection: writes this process's share again, each key to its current count
   * (Redis may have restarted empty, or missed writes while it was away). Idempotent.
   */
  private async resync(): Promise<void> {
    if (this.closed) return;
    const wasStale = this.stale;
    this.stale = false;
    try {
      const stored = await this.redis.hgetall(`${this.prefix}proc:${this.id}`);
      const local = this.hub.localCounts();
      const wanted = new Set<string>();
      for (const [channel, count] of local.channels) {
        wanted.add(`c\n${channel}`);
        await this.set('c', channel, '', count, '', undefined, true);
      }
      for (const { channel, member, sockets } of local.members) {
        wanted.add(`m\n${channel}\n${member.userId}`);
        await this.set('m', channel, member.userId, sockets, JSON.stringify(member.info ?? {}), undefined, true);
      }
      for (const field of Object.keys(stored).filter((f) => !wanted.has(f))) {
        const [kind, channel = '', ...rest] = field.split('\n');
        await this.set(kind === 'm' ? 'm' : 'c', channel, rest.join('\n'), 0, '', undefined, true);
      }
      await this.beat();
      if (wasStale) this.log.warn('realtime: Redis is back, the shared roster has this process’s share again');
    } catch (err) {
      this.markStale(err);
    }
  }
}
