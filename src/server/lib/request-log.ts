import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import type { AppMetrics, BookingOutcome } from './metrics';
import { safeError } from './safe-error-log';

/** An answer slower than this is logged at warn, whatever its status. */
const SLOW_MS = 1000;

/**
 * The server's logger: JSON lines when the output is a file or a collector, readable lines
 * (pino-pretty) on a terminal. Errors go through safeError: never SQL parameters, hashes or
 * tokens.
 */
export function loggerOptions(
  config: Config,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
  stream?: { write: (line: string) => void },
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    serializers: { err: (e: Error) => safeError(e), error: (e: Error) => safeError(e) },
    ...(stream ? { stream } : {}),
    ...(stdoutIsTerminal && !stream
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}

/** What a proxy's X-Request-Id may be to be kept: short, no spaces or quotes (it lands in logs and answers). */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Each request's id: the proxy's X-Request-Id when TRUST_PROXY is on and it looks like an id,
 * else a new UUID. It is in every log line of the request (reqId), the answer's X-Request-Id
 * header and every 5xx body, so support can find the line a user quotes.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    if (trustProxy && typeof given === 'string' && PROXY_REQUEST_ID.test(given)) return given;
    return randomUUID();
  };
}

/**
 * The level of one answer's line. error only for a fault someone must look at (a 5xx other than
 * 503); warn for a 503 (draining, an outside service unconfigured or down: expected, but worth
 * seeing) and for a slow answer; info for refusals (4xx) (and a client gone before its answer:
 * registerRequestLog);
 * an ordinary answer at info in JSON logs (the access log), at debug on a developer's terminal.
 */
export function requestLogLevel(
  statusCode: number,
  ms: number,
  quietSuccess = false,
): 'debug' | 'info' | 'warn' | 'error' {
  if (statusCode >= 500 && statusCode !== 503) return 'error';
  if (statusCode === 503 || ms >= SLOW_MS) return 'warn';
  if (statusCode >= 400) return 'info';
  return quietSuccess ? 'debug' : 'info';
}

/** A booking request's outcome by its status; a booking that committed is counted by its event (lib/metrics-events.ts). */
function bookingOutcome(status: number): BookingOutcome | undefined {
  if (status === 409) return 'conflict';
  if (status === 422 || status === 402) return 'refused';
  if (status >= 500) return 'failed';
  return undefined;
}

/**
 * One line per answer instead of Fastify's two per request (incoming, completed), with the
 * request id, the user when signed in, the route template and the time; the query string is
 * left out (it may carry search terms or tokens), and so is every header. The same hook feeds
 * the request-duration histogram of GET /metrics.
 */
export function registerRequestLog(app: FastifyInstance, metrics: AppMetrics, quietSuccess: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // A client that hangs up before its answer (a phone losing signal) is no fault of the server's.
  app.addHook('onRequestAbort', async (request) => {
    request.log.info(
      { method: request.method, path: request.url.split('?')[0], user_id: request.auth?.user.id },
      'client went away before the answer',
    );
  });
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    const route = request.routeOptions.url ?? 'unmatched';
    const line: Record<string, unknown> = { method: request.method, path: request.url.split('?')[0], status, ms };
    if (request.auth) line.user_id = request.auth.user.id;
    request.log[requestLogLevel(status, ms, quietSuccess)](line, 'answered');
    metrics.observeRequest(request.method, route, status, reply.elapsedTime / 1000);
    if (request.method === 'POST' && route === '/api/reservations') {
      const outcome = bookingOutcome(status);
      if (outcome) metrics.countBooking(outcome);
    }
  });
}
