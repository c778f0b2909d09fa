import type { FastifyRequest } from 'fastify';
import type { users } from '../db/schema/index';
import { unauthenticated } from './errors';

/** A user row as the authenticate pre-handler (lib/authenticate.ts) finds it. */
export type AuthUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate pre-handler. */
    auth?: { user: AuthUser; sessionId: string; scope: string };
  }
}

/** The signed-in user; only call behind the authenticate pre-handler. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}

/** The session behind the bearer token; only call behind the authenticate pre-handler. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.auth) throw unauthenticated();
  return request.auth.sessionId;
}
