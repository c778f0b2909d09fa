import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, listBody } from '../../../domain/contracts/common';
import { geocodePlaceContract, geocodeQuery } from '../../../domain/contracts/geocoding';
import { requestLanguage } from '../../lib/request-language';
import { AppError } from '../../lib/errors';
import { countAttempt, ensureWithinLimits } from '../../lib/rate-limit-guard';
import { currentUser } from '../../lib/authenticate';
import { GeocodeCache } from './geocode-cache';
import { GeocoderGate } from './geocoder-gate';
import { geocodingMessages } from './messages';
import { searchPlaces } from './nominatim-client';

/**
 * GET /geocode?q=: places for a destination search, through the server so the app's CSP
 * stays tight. The geocoder's usage policy: at most one request a second per user and
 * GEOCODER_REQUESTS_PER_SECOND for the whole service (cached answers count for neither), a
 * User-Agent, answers cached.
 */
export async function geocodingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const cache = new GeocodeCache();
  const gate = new GeocoderGate(deps.rateLimiter, deps.config.GEOCODER_REQUESTS_PER_SECOND);
  // Every route here needs the token: modules/index.ts guards the module (and the document says so).

  app.get(
    '/geocode',
    {
      schema: {
        summary: 'Places matching a search text',
        querystring: geocodeQuery,
        response: { 200: listBody(geocodePlaceContract), ...errorResponses(401, 422, 429, 503) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const key = GeocodeCache.key(language, request.query.q);
      const now = deps.now().getTime();
      const cached = cache.get(key, now);
      if (cached) return { data: cached };
      const rule = { key: `geocode:${currentUser(request).id}`, limit: 1, windowMs: 1000 };
      await ensureWithinLimits(deps.rateLimiter, [rule]);
      await gate.take();
      // Counted when the request leaves, after any wait for the service's slot: the user's
      // second starts when the geocoder is reached, not when the search arrived.
      await countAttempt(deps.rateLimiter, [rule]);
      let places;
      try {
        places = await searchPlaces(deps.config.GEOCODER_URL, request.query.q, language);
      } catch (error) {
        request.log.warn({ err: error }, 'geocoder unavailable');
        throw new AppError(503, geocodingMessages.unavailable);
      }
      cache.set(key, places, now);
      return { data: places };
    },
  );
}
