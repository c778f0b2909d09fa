import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (request and response), at
 * GET /api/openapi.json, and its interactive reference at /api/docs (Swagger UI, assets served
 * from node_modules, no CDN). Only /api routes are documented: the WebSocket and the Pusher
 * HTTP API under /app and /apps follow Pusher's published protocol, and the rest is the PWA.
 * Routes behind the authenticate guard get the bearer security (modules/index.ts marks them).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Every route as registered (tests check each /api one is documented with its answers).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('registeredRoutes', () => routes);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Loc Liber API',
        version: '1',
        description:
          'Find, reserve and pay for parking lots with prepaid credits. Date-times are ' +
          "'YYYY-MM-DD HH:mm:ss' in the app's time zone (GET /api/config); errors answer {message, errors?}.",
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'POST /api/login gives the token.' },
        },
      },
    },
    transform(document) {
      if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
      return zodTransform(document);
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true },
    staticCSP: true,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered so far, with their options (schema, hooks). */
    registeredRoutes: () => RouteOptions[];
  }
}
