import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../domain/contracts/common';
import { lotCheckContract, passContract } from '../../../domain/contracts/passes';
import { lotCheckQuery } from '../../../domain/contracts/reservation-requests';
import { idParams } from '../../lib/id-params';
import { authenticate, currentUser } from '../../lib/authenticate';
import { checkRegistration } from './lot-check';
import { issuePass } from './pass';

/**
 * Trust at the lot (PRODUCT.md): the driver's signed pass, and the owner's look-up of a
 * registration on one of their lots. The owner verifies a pass itself with no network, with
 * the public key of GET /config.
 */
export async function passRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/reservations/:id/pass',
    {
      onRequest: authenticate,
      schema: {
        summary: "The driver's signed parking pass (JWS, EdDSA) and its QR code",
        description:
          'The token is a compact JWS over {rid, lot, place, registration, start, end, iat} (times in seconds ' +
          'since the epoch), verifiable with `pass_public_key` of GET /config. Only the driver gets it (404 ' +
          'for anyone else); a reservation that ended or was cancelled answers 409.',
        params: idParams,
        response: { 200: passContract, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => issuePass(app.deps, currentUser(request), request.params.id),
  );

  app.get(
    '/parking-lots/:id/check',
    {
      onRequest: authenticate,
      schema: {
        summary: 'The open reservation of a registration on one of the caller’s lots now, or null',
        tags: ['parking-lots'],
        params: idParams,
        querystring: lotCheckQuery,
        response: { 200: lotCheckContract, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => checkRegistration(app.deps, currentUser(request), request.params.id, request.query.registration),
  );
}
