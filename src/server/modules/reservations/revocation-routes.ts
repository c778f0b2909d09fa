import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../domain/contracts/common';
import {
  FEED_TOKEN_HEADER,
  lotChecksResultBody,
  passStatusBody,
  passStatusQuery,
  revokedPassesBody,
  revokedPassesQuery,
  uploadLotChecksBody,
} from '../../../domain/contracts/pass-checks';
import { authenticate, currentSessionId, currentUser } from '../../lib/authenticate';
import { idParams } from '../../lib/id-params';
import { uploadLotChecks } from './check-uploads';
import { checkPassStatus, revokedPasses, revokedPassesFeed } from './pass-revocations';

/**
 * The pass after a refund (PRODUCT.md): the owner's online check of a pass, the revoked passes
 * kept on the owner's device for checks with no signal (and the service worker's feed of them),
 * and the checks uploaded as evidence. docs/passes.md.
 */
export async function revocationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/parking-lots/check',
    {
      onRequest: authenticate,
      schema: {
        summary: 'What the server knows of a pass of one of the caller’s lots: valid, or cancelled when and why',
        description:
          'The signature is verified by the server (422 on `token` when it is not a pass of this installation); ' +
          "a pass of another owner's lot answers 404. `verdict` is judged with the reservation as it stands now.",
        tags: ['parking-lots'],
        querystring: passStatusQuery,
        response: { 200: passStatusBody, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({ data: await checkPassStatus(app.deps, currentUser(request), request.query.token) }),
  );

  app.get(
    '/parking-lots/revoked-passes',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Passes of the caller’s lots revoked since a time (at most 30 days back), for checks offline',
        description:
          'Cancelled (reported, or by whom) or finished early, at or after `since`, whose end is less than a day ' +
          'ago or ahead. `meta.synced_at` is the server time of the answer; `meta.feed_token` lets the service ' +
          'worker read the same list (GET /parking-lots/revoked-passes/feed) while this sign-in lasts.',
        tags: ['parking-lots'],
        querystring: revokedPassesQuery,
        response: { 200: revokedPassesBody, ...errorResponses(401, 422) },
      },
    },
    async (request) => revokedPasses(app.deps, currentUser(request), currentSessionId(request), request.query.since),
  );

  app.get(
    '/parking-lots/revoked-passes/feed',
    {
      schema: {
        summary: 'The revoked passes for the service worker, with the feed token of an earlier answer',
        description:
          'The same answer as GET /parking-lots/revoked-passes, for the owner whose sign-in issued the token ' +
          '(header `x-feed-token`); 403 once that sign-in has ended.',
        tags: ['parking-lots'],
        headers: z.object({ [FEED_TOKEN_HEADER]: z.string().min(1).max(512) }),
        querystring: revokedPassesQuery,
        response: { 200: revokedPassesBody, ...errorResponses(403, 422) },
      },
    },
    async (request) => revokedPassesFeed(app.deps, request.headers[FEED_TOKEN_HEADER], request.query.since),
  );

  app.post(
    '/parking-lots/:id/checks',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Upload the owner’s checks of one of their lots (idempotent by client_id)',
        description:
          'Checks made on the device, with no signal too. A check of a reported reservation’s registration on ' +
          'its lot, inside its period and after the report, contests the report (the check is its evidence), ' +
          'once. Another owner’s lot answers 404.',
        tags: ['parking-lots'],
        params: idParams,
        body: uploadLotChecksBody,
        response: { 200: lotChecksResultBody, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => uploadLotChecks(app.deps, currentUser(request), request.params.id, request.body),
  );
}
