import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config';

/** The origin of a URL template such as https://tile.example/{z}/{x}/{y}.png (undefined when relative). */
function originOf(template: string): string | undefined {
  try {
    return new URL(template.replace(/\{[^}]*\}/g, '0')).origin;
  } catch {
    return undefined;
  }
}

/** Where the socket connects when it is not the page's own origin (REALTIME_* or a hosted service). */
function socketOrigins(config: Config): string[] {
  if (config.PUSHER_APP_ID && config.PUSHER_KEY && config.PUSHER_SECRET) {
    if (!config.PUSHER_HOST) return ['wss://*.pusher.com', 'https://*.pusher.com'];
    const port = config.PUSHER_PORT ? `:${config.PUSHER_PORT}` : '';
    const tls = config.PUSHER_SCHEME !== 'http';
    return [`${tls ? 'wss' : 'ws'}://${config.PUSHER_HOST}${port}`];
  }
  if (!config.REALTIME_HOST) return [];
  const port = config.REALTIME_PORT ? `:${config.REALTIME_PORT}` : '';
  const tls = config.REALTIME_SCHEME === 'https';
  return [`${tls ? 'wss' : 'ws'}://${config.REALTIME_HOST}${port}`];
}

/**
 * The Content-Security-Policy: the app's own origin, the tile host, the socket, blob: workers
 * (the map's worker starts from a blob:), nothing inline but style attributes set by the map.
 * 'self' covers ws:/wss: of the same origin in current browsers; they are listed for older ones.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const tiles = originOf(config.TILE_URL);
  const sockets = socketOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'connect-src': ["'self'", ...(tiles ? [tiles] : []), ...sockets],
    'font-src': ["'self'", 'data:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * helmet's headers for these options, computed once. No directive depends on the request,
 * so every answer gets the same values; @fastify/helmet built the whole middleware again
 * for each request (its options checked, the policy's text written: 1-2% of a finder answer's
 * server time). helmet still decides every header and value.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (helmet) and the CORS decision: same origin only, plus the
 * origins in CORS_ORIGINS (preflight answered). HSTS only on requests that came over TLS
 * (directly, or per X-Forwarded-Proto when TRUST_PROXY is on): plain-HTTP local runs stay usable.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The map loads tiles from another origin without CORP headers: keep COEP off.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done();
  });
  const allowed = new Set(config.CORS_ORIGINS);
  await app.register(cors, {
    // false: no CORS headers (the browser keeps other origins out); same-origin calls need none.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin.toLowerCase())),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept-language', 'idempotency-key', 'x-socket-id'],
    exposedHeaders: ['retry-after', 'idempotent-replayed'],
    maxAge: 600,
  });
}
