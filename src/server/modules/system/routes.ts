import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryOptionsContract, publicConfigContract } from '../../../domain/contracts/system';
import { countryOptions } from '../../../domain/country-codes';
import { requestLanguage } from '../../lib/request-language';
import { passSigningKey } from '../../lib/pass-signing-key';
import { vapidKeys } from '../../lib/vapid-keys';
import { probeRoutes } from './probe-routes';
import { publicConfig } from './public-config';

export async function systemRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  await app.register(probeRoutes);

  app.get(
    '/config',
    { schema: { summary: 'Runtime settings the app reads at start', response: { 200: publicConfigContract } } },
    async () => ({
      ...publicConfig(app.deps.config),
      vapid_public_key: (await vapidKeys(app.deps.config, app.deps.db)).publicKey,
      pass_public_key: (await passSigningKey(app.deps.config, app.deps.db)).publicJwk,
    }),
  );

  app.get(
    '/enums/CountryCode',
    { schema: { summary: "Countries, named in the caller's language", response: { 200: countryOptionsContract } } },
    async (request) => countryOptions(requestLanguage(request)),
  );
}
