import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../domain/contracts/common';
import { googleWalletLinkContract } from '../../../domain/contracts/passes';
import { authenticate, currentUser } from '../../lib/authenticate';
import { idParams } from '../../lib/id-params';
import { requestLanguage } from '../../lib/request-language';
import { appleWalletPass, googleWalletLink } from './wallet-passes';

const PKPASS_TYPE = 'application/vnd.apple.pkpass';

/** The parking pass in the phone's wallet (PRODUCT.md, "Wallet passes"), each only with its settings. */
export async function walletRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/reservations/:id/pass.pkpass',
    {
      onRequest: authenticate,
      schema: {
        summary: 'The driver’s pass for Apple Wallet (.pkpass)',
        description:
          'A signed pass bundle with the same QR token as GET /reservations/{id}/pass. 404 when this server has no ' +
          'APPLE_* settings, for anyone but the driver, or an unknown id; 409 once the reservation has ended or was ' +
          'cancelled. A pass already added is not updated when the reservation changes.',
        params: idParams,
        response: {
          200: {
            description: 'The .pkpass file',
            content: { [PKPASS_TYPE]: { schema: z.string().describe('A zip archive (binary)') } },
          },
          ...errorResponses(401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const file = await appleWalletPass(app.deps, currentUser(request), request.params.id, requestLanguage(request));
      return (
        reply
          .header('content-type', PKPASS_TYPE)
          .header('content-disposition', `attachment; filename="loc-liber-${request.params.id}.pkpass"`)
          .header('cache-control', 'no-store')
          // The bytes are sent as they are (the schema above is for the document).
          .send(file as unknown as string)
      );
    },
  );

  app.get(
    '/reservations/:id/pass/google',
    {
      onRequest: authenticate,
      schema: {
        summary: 'A “Save to Google Wallet” link for the driver’s pass',
        description:
          'https://pay.google.com/gp/v/save/<JWT>: a generic pass object signed by the GOOGLE_WALLET_* service ' +
          'account, with the same QR token. 404 without those settings, for anyone but the driver, or an unknown ' +
          'id; 409 once the reservation has ended or was cancelled.',
        params: idParams,
        response: { 200: googleWalletLinkContract, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) =>
      googleWalletLink(app.deps, currentUser(request), request.params.id, {
        language: requestLanguage(request),
        origin: app.deps.publicUrl.base(request),
      }),
  );
}
