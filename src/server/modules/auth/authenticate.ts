import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../lib/errors';
import { findByAccessToken } from './session-repository';

export { currentSessionId, currentUser } from '../../lib/request-auth';

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
  const found = await findByAccessToken(request.server.deps, token, request.server.deps.now());
  if (!found) throw unauthenticated();
  request.auth = found;
}

/** Pre-handler for /admin routes: 401 for guests, 403 for non-administrators. */
export async function authenticateAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await authenticate(request, reply);
  if (!request.auth?.user.isAdmin) throw forbidden();
}
