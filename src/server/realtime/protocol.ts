import { randomInt } from 'node:crypto';

/** Pusher Channels protocol 7: the subset this server speaks (see docs/realtime.md). */
export const PROTOCOL_VERSION = 7;
export const MIN_PROTOCOL_VERSION = 5;

/** Seconds of client silence before the server pings it (SPEC.md section 9). */
export const ACTIVITY_TIMEOUT_SECONDS = 120;
/** Seconds a pinged client has to answer before it is dropped. */
export const PONG_TIMEOUT_SECONDS = 30;
/** Pusher refuses event payloads over 10 KB; so do we, on every path in. */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;

/**
 * Close and error codes of the protocol. 4000-4099: do not reconnect; 4100-4199: reconnect
 * after a back-off; 4200-4299: reconnect at once; 4300-4399: other errors.
 */
export const codes = {
  appDoesNotExist: 4001,
  invalidVersionFormat: 4006,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  unauthorized: 4009,
  reconnectNow: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;

/** The user's private channel: only that user's token is signed for it. */
export function userChannel(userId: number): string {
  return `private-App.Models.User.${userId}`;
}

/** The user's presence channel (`Echo.join('App.Models.User.' + id)`): members are their devices. */
export function userPresenceChannel(userId: number): string {
  return `presence-App.Models.User.${userId}`;
}

const channelNamePattern = /^[A-Za-z0-9_\-=@,.;#]{1,164}$/;

export function isValidChannelName(name: string): boolean {
  return channelNamePattern.test(name);
}

export { socketIdPattern } from '../../domain/contracts/broadcasting';

export function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

/** Event payloads travel as strings: objects are JSON-encoded, strings pass through (as in Pusher). */
export function encodeData(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data ?? {});
}

/** A server frame; `data` is always a JSON string, as pusher-js expects. */
export function frame(event: string, data?: unknown, channel?: string): string {
  const out: { event: string; channel?: string; data?: string } = { event };
  if (channel !== undefined) out.channel = channel;
  if (data !== undefined) out.data = encodeData(data);
  return JSON.stringify(out);
}

export type ClientMessage = { event: string; channel?: string; data?: unknown };

/** Parses a client frame; undefined for anything that is not {event: string, ...}. */
export function parseClientMessage(raw: string): ClientMessage | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const message = value as Record<string, unknown>;
    if (typeof message.event !== 'string') return undefined;
    let data = message.data;
    // Some clients send data as a JSON string; accept both.
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        // leave it as the string it is
      }
    }
    return {
      event: message.event,
      channel: typeof message.channel === 'string' ? message.channel : undefined,
      data,
    };
  } catch {
    return undefined;
  }
}
