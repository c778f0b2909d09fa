import type { FastifyInstance } from 'fastify';
import Backend from 'pusher';
import Pusher from 'pusher-js';
import WebSocket from 'ws';

/** The port of an app listening on 127.0.0.1 (listens on a random one the first time). */
export async function listenOnRandomPort(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('app is not listening');
  return address.port;
}

/** pusher-js (its Node build) configured the way the app configures it, against a test server. */
export function pusherClient(port: number, key: string, token: string): Pusher {
  const base = `http://127.0.0.1:${port}/api/broadcasting`;
  return new Pusher(key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${base}/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
    userAuthentication: {
      endpoint: `${base}/user-auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
}

/**
 * pusher-js as an integrator's app uses it: its own backend (the official `pusher` library,
 * holding the app secret) signs any private or presence channel and the user sign-in, with
 * `member` as the presence member and the signed-in user.
 */
export function integratorClient(
  port: number,
  key: string,
  backend: Backend,
  member: { user_id: string; user_info?: Record<string, unknown> },
): Pusher {
  return new Pusher(key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) =>
        callback(
          null,
          backend.authorizeChannel(socketId, channelName, channelName.startsWith('presence-') ? member : undefined),
        ),
    },
    userAuthentication: {
      customHandler: ({ socketId }, callback) =>
        callback(null, backend.authenticateUser(socketId, { id: member.user_id, ...member.user_info })),
    },
  });
}

/** The embedded server as the official library reaches it (the app id is not checked). */
export function backendFor(port: number, key: string, secret: string): Backend {
  return new Backend({ appId: 'loc-liber', key, secret, host: '127.0.0.1', port: String(port), useTLS: false });
}

/** Resolves with the socket id once connected; `timeoutMs` for clients that may be between retries. */
export function waitForConnected(client: Pusher, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not connected (state ${client.connection.state})`)), timeoutMs);
    const done = () => {
      clearTimeout(timer);
      client.connection.unbind('connected', done);
      resolve(client.connection.socket_id);
    };
    if (client.connection.state === 'connected') done();
    else client.connection.bind('connected', done);
  });
}

/** A server frame with its data parsed (on the wire, data is a JSON string). */
export type Frame = { event: string; channel?: string; data?: unknown };

/** A raw protocol client: for what pusher-js hides (frames, codes, forged signatures). */
export class RawClient {
  readonly frames: Frame[] = [];
  /** The frames as they came over the wire. */
  readonly raw: string[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw: Buffer) => {
      this.raw.push(raw.toString());
      const parsed = JSON.parse(raw.toString()) as { event: string; channel?: string; data?: string };
      const frame: Frame = { ...parsed, data: typeof parsed.data === 'string' ? JSON.parse(parsed.data) : parsed.data };
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => (w.match(frame) ? (w.resolve(frame), false) : true));
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async open(url: string): Promise<RawClient> {
    const ws = new WebSocket(url);
    const client = new RawClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  /** The first frame (already received or coming) that matches. */
  next(match: (f: Frame) => boolean, timeoutMs = 3_000): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame')), timeoutMs);
      this.waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
    });
  }

  send(event: string, data: unknown, channel?: string): void {
    this.ws.send(JSON.stringify({ event, data, channel }));
  }

  close(): void {
    this.ws.close();
  }
}
