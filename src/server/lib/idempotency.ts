import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { currentUser } from './request-auth';
import { AppError, conflict } from './errors';
import type { ServerMessage } from './i18n';

/**
 * Idempotency-Key on unsafe calls (POST/PUT): the first request with a key runs and its
 * answer (status and body) is stored per user; a retry with the same key and body gets
 * that answer again unchanged, even while the first is still running (it waits for it).
 * Route options: preHandler [authenticate, idempotencyPreHandler], onSend idempotencyOnSend.
 * Keys are kept at least 24 hours (purged by the sweeper).
 */

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;

const m = {
  invalidKey: /*i18n*/ {
    id: 'idempotency.invalid_key',
    message: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  },
  reused: /*i18n*/ {
    id: 'idempotency.key_reused',
    message: 'This Idempotency-Key was already used for a different request.',
  },
  inProgress: /*i18n*/ {
    id: 'idempotency.in_progress',
    message: 'A request with this Idempotency-Key is still in progress. Try again in a moment.',
  },
} satisfies Record<string, ServerMessage>;

/** The answer kept as sent, byte for byte (jsonb would reorder an object's keys). */
type StoredAnswer = { contentType: string; body: string };

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { userId: number; key: string; replayed: boolean };
  }
}

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonical(request.body)}`)
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function idempotencyPreHandler(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) throw new AppError(422, m.invalidKey);
  const userId = currentUser(request).id;
  const { db, now } = request.server.deps;
  const hash = requestHash(request);
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key: header, method: request.method, path: request.url, requestHash: hash, createdAt: now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotency = { userId, key: header, replayed: false };
      return undefined;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, header)));
    // Gone: the first request failed and released its key; claim it again.
    if (!first) continue;
    if (first.requestHash !== hash) throw new AppError(422, m.reused);
    if (first.completedAt && first.statusCode !== null) {
      request.idempotency = { userId, key: header, replayed: true };
      const stored = first.responseBody as StoredAnswer;
      return reply
        .code(first.statusCode)
        .header('idempotent-replayed', 'true')
        .type(stored.contentType)
        .send(stored.body);
    }
    if (Date.now() > deadline) throw conflict(m.inProgress);
    await sleep(POLL_MS);
  }
}

/** Stores the first answer; a server failure releases the key so a retry can run again. */
export async function idempotencyOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const state = request.idempotency;
  if (!state || state.replayed) return payload;
  const { db, now } = request.server.deps;
  const where = and(eq(idempotencyKeys.userId, state.userId), eq(idempotencyKeys.key, state.key));
  if (reply.statusCode >= 500) {
    await db.delete(idempotencyKeys).where(where);
    return payload;
  }
  const answer: StoredAnswer = {
    contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    body: typeof payload === 'string' ? payload : payload === undefined || payload === null ? '' : String(payload),
  };
  await db
    .update(idempotencyKeys)
    .set({ statusCode: reply.statusCode, responseBody: answer, completedAt: now() })
    .where(where);
  return payload;
}

/** Forgets keys older than the retention period; returns how many. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const purged = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return purged.length;
}
