import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from './errors';
import type { ServerMessage } from './i18n';
import { crashForTest } from './test-crash';

/**
 * Idempotency-Key on unsafe calls (POST/PUT), crash-safe:
 * - the route's work transaction claims the key itself (`idempotentWork(request).claim(tx)`
 *   first thing in it) and records where its result lives (`.record(tx, status, location)`)
 *   before commit, so the key and the work commit or vanish together: a crash before commit
 *   leaves the key free (a retry runs at once), a crash after it leaves a key that knows its
 *   result (a retry is answered from it, `Idempotent-Replayed: true`);
 * - a parallel duplicate waits on the key's row inside its own transaction, then is answered
 *   with the first one's answer;
 * - every answer under 500 is stored as sent and replayed byte for byte for 24 hours; a retry
 *   with the same key and another body gets 422.
 * Route options: onRequest authenticate, preHandler idempotencyPreHandler, onSend
 * idempotencyOnSend; the service takes `idempotentWork(request)` as its transaction hooks.
 * A route whose work is not one transaction may skip the hooks: its answer is still stored
 * and replayed, but a crash between work and answer is not covered.
 */

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a duplicate waits for the first request's stored answer before rebuilding it. */
const WAIT_FOR_ANSWER_MS = 2_000;
const POLL_MS = 25;

const m = {
  invalidKey: /*i18n*/ {
    id: 'idempotency.invalid_key',
    message: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  },
  reused: /*i18n*/ {
    id: 'idempotency.key_reused',
    message: 'This Idempotency-Key was already used for a different request.',
  },
} satisfies Record<string, ServerMessage>;

/** The answer kept as sent, byte for byte (jsonb would reorder an object's keys). */
type StoredAnswer = { contentType: string; body: string };

type KeyState = {
  userId: number;
  key: string;
  hash: string;
  replayed: boolean;
  /** The work's transaction stored the whole answer with its result: nothing left to store on send. */
  answerStored?: boolean;
};

/** What a work transaction that writes the key itself (in its own statements) needs of it. */
export type ClaimedKey = { userId: number; key: string; method: string; path: string; requestHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: KeyState;
  }
}

/** Hooks a service runs inside its one work transaction. */
export type TxHooks = {
  /** First statement of the transaction. */
  claim: (tx: Tx) => Promise<void>;
  /** Last statement before commit: the answer's status and the resource it shows. */
  record: (tx: Tx, status: number, location: string) => Promise<void>;
  /**
   * For work that claims and records the key inside its own statements instead of calling
   * claim and record (the booking: fewer round trips): the key's row to write, or undefined
   * when the request has no key. Call `answerStored()` once the transaction that stored the
   * complete answer committed; a lost claim is reported by throwing IdempotentDuplicate.
   */
  key?: ClaimedKey;
  answerStored: () => void;
};

/** Thrown inside the work transaction when a duplicate committed first: answered by replay. */
export class IdempotentDuplicate extends Error {}

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

/** The key's row as it is first written: whose key, for which request, since when. */
const keyRow = (request: FastifyRequest, state: KeyState, createdAt: Date) => ({
  userId: state.userId,
  key: state.key,
  method: request.method,
  path: request.url,
  requestHash: state.hash,
  createdAt,
});

const whereKey = (state: { userId: number; key: string }) =>
  and(eq(idempotencyKeys.userId, state.userId), eq(idempotencyKeys.key, state.key));

async function findKey(db: Db, state: KeyState) {
  const [row] = await db.select().from(idempotencyKeys).where(whereKey(state));
  return row;
}

/**
 * Answers from the stored key: its stored answer, else (the first request committed but its
 * answer is not stored: it is finishing, or its process died) the recorded resource, read
 * again. Undefined when the key holds nothing to answer with.
 */
async function replay(request: FastifyRequest, reply: FastifyReply, state: KeyState): Promise<boolean> {
  const { db } = request.server.deps;
  const deadline = Date.now() + WAIT_FOR_ANSWER_MS;
  for (;;) {
    const row = await findKey(db, state);
    if (!row) return false;
    if (row.requestHash !== state.hash) throw new AppError(422, m.reused);
    state.replayed = true;
    request.idempotency = state;
    if (row.completedAt && row.statusCode !== null) {
      const stored = row.responseBody as StoredAnswer;
      await reply.code(row.statusCode).header('idempotent-replayed', 'true').type(stored.contentType).send(stored.body);
      return true;
    }
    if (row.resultLocation && row.statusCode !== null && Date.now() > deadline) {
      const shown = await request.server.inject({
        method: 'GET',
        url: row.resultLocation,
        headers: {
          authorization: request.headers.authorization ?? '',
          'accept-language': request.headers['accept-language'] ?? '',
        },
      });
      await reply
        .code(row.statusCode)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(shown.body);
      return true;
    }
    if (!row.resultLocation) {
      // A claim that committed without a result (nothing was done) or from an older version:
      // nothing to replay; release it so this request runs.
      state.replayed = false;
      await db.delete(idempotencyKeys).where(and(whereKey(state), sql`${idempotencyKeys.completedAt} is null`));
      return false;
    }
    await sleep(POLL_MS);
  }
}

function readKey(request: FastifyRequest): KeyState | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) throw new AppError(422, m.invalidKey);
  const userId = request.auth?.user.id;
  if (userId === undefined) throw new Error('idempotency pre-handlers need an authenticated request');
  const state: KeyState = { userId, key: header, hash: requestHash(request), replayed: false };
  request.idempotency = state;
  return state;
}

export async function idempotencyPreHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const state = readKey(request);
  if (state) await replay(request, reply, state);
}

/**
 * For a route whose work claims the key in its transaction's first statement (`hooks.key`):
 * no lookup before the work. A key already used is found by that claim, which throws
 * IdempotentDuplicate, and the error handler answers with the stored answer (answerDuplicate).
 * One round trip less for every first request, one transaction more for a retry.
 */
export async function idempotencyKeyPreHandler(request: FastifyRequest): Promise<void> {
  readKey(request);
}

/** The hooks for the route's work transaction; no-ops when the request has no key. */
export function idempotentWork(request: FastifyRequest): TxHooks {
  const state = request.idempotency;
  if (!state || state.replayed)
    return { claim: async () => undefined, record: async () => undefined, answerStored: () => undefined };
  return {
    key: { userId: state.userId, key: state.key, method: request.method, path: request.url, requestHash: state.hash },
    answerStored: () => {
      state.answerStored = true;
    },
    claim: async (tx) => {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values(keyRow(request, state, request.server.deps.now()))
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!claimed) throw new IdempotentDuplicate();
    },
    record: async (tx, status, location) => {
      await tx.update(idempotencyKeys).set({ statusCode: status, resultLocation: location }).where(whereKey(state));
      crashForTest('before-commit');
    },
  };
}

/** Error handler part: a duplicate that lost the race gets the first one's answer. */
export async function answerDuplicate(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const state = request.idempotency;
  return state ? replay(request, reply, state) : false;
}

/** Stores the answer; a server failure before any commit leaves the key free for a retry. */
export async function idempotencyOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const state = request.idempotency;
  if (!state || state.replayed) return payload;
  crashForTest('after-commit');
  if (state.answerStored) return payload;
  const { db, now } = request.server.deps;
  if (reply.statusCode >= 500) {
    // Work that committed keeps its key (a retry replays the result); anything else is released.
    await db.delete(idempotencyKeys).where(and(whereKey(state), sql`${idempotencyKeys.resultLocation} is null`));
    return payload;
  }
  const answer: StoredAnswer = {
    contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    body: typeof payload === 'string' ? payload : payload === undefined || payload === null ? '' : String(payload),
  };
  const stored = { statusCode: reply.statusCode, responseBody: answer, completedAt: now() };
  await db
    .insert(idempotencyKeys)
    .values({ ...keyRow(request, state, now()), ...stored })
    .onConflictDoUpdate({ target: [idempotencyKeys.userId, idempotencyKeys.key], set: stored });
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
