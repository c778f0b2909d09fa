import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { httpEventsRoutes } from './http-events';
import {
  ACTIVITY_TIMEOUT_SECONDS,
  MIN_PROTOCOL_VERSION,
  PONG_TIMEOUT_SECONDS,
  PROTOCOL_VERSION,
  codes,
  frame,
} from './protocol';
import { serveConnection } from './socket-connection';

type Upgrade = { Params: { key: string }; Querystring: { protocol?: string } };

/** Why a connection is refused before it starts, or undefined when it may proceed. */
function refusal(
  key: string,
  expectedKey: string,
  protocol: string | undefined,
): { code: number; message: string } | undefined {
  if (key !== expectedKey)
    return { code: codes.appDoesNotExist, message: `App key ${key.slice(0, 40)} does not exist` };
  if (protocol === undefined) return { code: codes.noProtocolVersion, message: 'No protocol version supplied' };
  if (!/^\d+$/.test(protocol)) return { code: codes.invalidVersionFormat, message: 'Invalid version string format' };
  const version = Number(protocol);
  if (version < MIN_PROTOCOL_VERSION || version > PROTOCOL_VERSION) {
    return { code: codes.unsupportedProtocol, message: `Unsupported protocol version ${version}` };
  }
  return undefined;
}

/**
 * The embedded Pusher-protocol socket server on /app/{key} (outside /api), and the HTTP
 * events endpoint the official `pusher` library publishes to.
 */
export async function realtimeServer(app: FastifyInstance): Promise<void> {
  const { realtime, realtimeCredentials: credentials } = app.deps;

  // Before @fastify/websocket's own pre-close: 4200 tells clients to reconnect at once
  // (to another process behind the load balancer) instead of backing off.
  app.addHook('preClose', async () => realtime.hub.closeAll(codes.reconnectNow, 'Server is restarting, reconnect'));
  app.addHook('onClose', async () => realtime.close());
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.get<Upgrade>('/app/:key', { websocket: true }, (socket, request) => {
    const refused = refusal(request.params.key, credentials.key, request.query.protocol);
    if (refused) {
      socket.send(frame('pusher:error', refused));
      socket.close(refused.code, refused.message);
      return;
    }
    serveConnection(socket, {
      app: credentials,
      hub: realtime.hub,
      activityTimeoutSeconds: ACTIVITY_TIMEOUT_SECONDS,
      pongTimeoutMs: PONG_TIMEOUT_SECONDS * 1000,
    });
  });

  await app.register(httpEventsRoutes);
  try {
    await realtime.ready();
  } catch (err) {
    app.log.warn({ err }, 'realtime: Redis subscription failed; events from other processes will not arrive');
  }
}
