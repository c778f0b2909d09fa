import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../lib/errors';
import { findByAccessToken, type AuthUser } from './session-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate pre-handler. */
    auth?: { user: AuthUser; sessionId: string; scope: string };
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Pre-handler: 401 unless a valid bearer token is sent. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const found = await findByAccessToken(request.server.deps.db, token, request.server.deps.now());
  if (!found) throw unauthenticated();
  request.auth = found;
}

/** Pre-handler for /admin routes: 401 for guests, 403 for non-administrators. */
export async function authenticateAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await authenticate(request, reply);
  if (!request.auth?.user.isAdmin) throw forbidden();
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
