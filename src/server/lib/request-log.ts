import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
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

/** The level of one answer's line: debug for the ordinary, info for refusals, warn when slow, error for failures. */
export function requestLogLevel(statusCode: number, ms: number): 'debug' | 'info' | 'warn' | 'error' {
  if (statusCode >= 500) return 'error';
  if (ms >= SLOW_MS) return 'warn';
  if (statusCode >= 400) return 'info';
  return 'debug';
}

/**
 * One line per answer instead of Fastify's two per request (incoming, completed): a short visit
 * no longer floods the terminal, and what failed or was slow still shows at the default level.
 * The query string is left out (it may carry search terms or tokens).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const level = requestLogLevel(reply.statusCode, ms);
    request.log[level](
      { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms },
      'answered',
    );
  });
}
