import type { WebSocket } from 'ws';
import { serverToUserPrefix, type ChannelHub, type HubSocket } from './channel-hub';
import { isCacheChannel } from './event-cache';
import { codes, frame, isValidChannelName, newSocketId, parseClientMessage, type ClientMessage } from './protocol';
import { parseChannelData } from './presence';
import { verifyChannelAuth, verifyUserAuth, type AppCredentials } from './signatures';

export type ConnectionOptions = {
  app: AppCredentials;
  hub: ChannelHub;
  /** Seconds announced to the client; after this much silence from it, the server pings. */
  activityTimeoutSeconds: number;
  pongTimeoutMs: number;
};

type SubscribeData = { channel?: unknown; auth?: unknown; channel_data?: unknown };
type SigninData = { auth?: unknown; user_data?: unknown };

/** Serves one socket from connection_established to close. */
export function serveConnection(ws: WebSocket, options: ConnectionOptions): void {
  const { app, hub } = options;
  const socket: HubSocket = {
    id: newSocketId(),
    send: (text) => {
      if (ws.readyState === ws.OPEN) ws.send(text);
    },
    close: (code, reason) => {
      socket.send(frame('pusher:error', { code, message: reason }));
      ws.close(code, reason);
    },
  };
  /** Set by pusher:signin; lets the socket join #server-to-user-{id}. */
  let signedInUserId: string | undefined;

  // Silence from the client: ping it, then drop it if the pong does not come.
  let idleTimer: NodeJS.Timeout | undefined;
  let pongTimer: NodeJS.Timeout | undefined;
  const onActivity = () => {
    clearTimeout(idleTimer);
    clearTimeout(pongTimer);
    idleTimer = setTimeout(() => {
      socket.send(frame('pusher:ping', {}));
      pongTimer = setTimeout(() => ws.close(codes.pongNotReceived, 'Pong reply not received'), options.pongTimeoutMs);
    }, options.activityTimeoutSeconds * 1000);
  };

  const subscriptionError = (channel: string, type: string, error: string, status: number) =>
    socket.send(frame('pusher:subscription_error', { type, error, status, code: codes.unauthorized }, channel));

  const subscribe = (data: SubscribeData) => {
    const channel = data.channel;
    if (typeof channel !== 'string' || !isValidChannelName(channel)) {
      socket.send(frame('pusher:error', { code: null, message: 'Invalid channel name' }));
      return;
    }
    let allowed: boolean;
    if (channel.startsWith(serverToUserPrefix)) {
      allowed = signedInUserId !== undefined && channel === `${serverToUserPrefix}${signedInUserId}`;
    } else if (channel.startsWith('private-encrypted-')) {
      return subscriptionError(channel, 'UnsupportedChannel', 'Encrypted channels are not supported', 400);
    } else if (channel.startsWith('presence-')) {
      // The signature covers channel_data, so the member id and info are the server's word.
      const member = parseChannelData(data.channel_data);
      const channelData = typeof data.channel_data === 'string' ? data.channel_data : '';
      if (!member || !verifyChannelAuth(app, socket.id, channel, data.auth, channelData)) {
        return subscriptionError(channel, 'AuthError', 'Invalid signature', 401);
      }
      void hub.joinPresence(socket, channel, member).then(async (joined) => {
        if (joined && isCacheChannel(channel)) await hub.replayCache(socket, channel);
      });
      return;
    } else if (channel.startsWith('private-')) {
      allowed = verifyChannelAuth(app, socket.id, channel, data.auth);
    } else {
      // Every event this app sends is personal: there is nothing public to listen to.
      return subscriptionError(channel, 'AuthError', 'Public channels are not allowed', 403);
    }
    if (!allowed) return subscriptionError(channel, 'AuthError', 'Invalid signature', 401);
    const added = hub.subscribe(socket, channel);
    socket.send(frame('pusher_internal:subscription_succeeded', {}, channel));
    if (!added) return;
    if (signedInUserId !== undefined && channel === `${serverToUserPrefix}${signedInUserId}`) {
      hub.replayUserEvents(socket, signedInUserId);
    } else if (isCacheChannel(channel)) {
      void hub.replayCache(socket, channel);
    }
  };

  const signin = (data: SigninData) => {
    const userData = data.user_data;
    let id: unknown;
    if (typeof userData === 'string' && verifyUserAuth(app, socket.id, userData, data.auth)) {
      try {
        id = (JSON.parse(userData) as { id?: unknown }).id;
      } catch {
        id = undefined;
      }
    }
    if (typeof id !== 'string' || id === '') {
      socket.close(codes.unauthorized, 'Invalid user authentication');
      return;
    }
    signedInUserId = id;
    hub.signIn(socket, id);
    socket.send(frame('pusher:signin_success', { user_data: userData }));
  };

  const handle = (message: ClientMessage) => {
    const data = (typeof message.data === 'object' && message.data !== null ? message.data : {}) as Record<
      string,
      unknown
    >;
    switch (message.event) {
      case 'pusher:ping':
        return socket.send(frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(data);
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') hub.unsubscribe(socket, data.channel);
        return;
      case 'pusher:signin':
        return signin(data);
      default:
        if (message.event.startsWith('client-')) {
          return socket.send(
            frame('pusher:error', { code: codes.clientEventRejected, message: 'Client events are not enabled' }),
          );
        }
        return socket.send(
          frame('pusher:error', { code: null, message: `Unsupported event ${message.event.slice(0, 64)}` }),
        );
    }
  };

  ws.on('message', (raw, isBinary) => {
    onActivity();
    const message = isBinary ? undefined : parseClientMessage(raw.toString());
    if (!message) {
      socket.send(frame('pusher:error', { code: null, message: 'Invalid message' }));
      return;
    }
    handle(message);
  });
  const leave = () => {
    clearTimeout(idleTimer);
    clearTimeout(pongTimer);
    hub.remove(socket);
  };
  // ws answers a client's close frame by calling this socket's close(), then waits for the TCP
  // connection to end before its 'close' event (10-25 ms). The socket leaves its channels at the
  // close frame, so the HTTP API stops listing a member as soon as its client has closed (as
  // soketi does). Our own closes go through here too; hub.remove is idempotent.
  const closeSocket = ws.close.bind(ws);
  ws.close = (code?: number, reason?: string | Buffer) => {
    leave();
    closeSocket(code, reason);
  };
  ws.on('close', leave);
  ws.on('error', () => ws.terminate());

  hub.add(socket);
  socket.send(
    frame('pusher:connection_established', { socket_id: socket.id, activity_timeout: options.activityTimeoutSeconds }),
  );
  onActivity();
}
