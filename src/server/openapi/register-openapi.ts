import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { apiTags } from './api-tags';
import { nameContracts, nameRouteBody } from './contract-components';
import { finishDocument } from './finish-document';
import { operationIds } from './operation-ids';

const zodTransform = createJsonSchemaTransform({ skipList: [] });
const zodComponents = createJsonSchemaTransformObject({});

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas (request and response), at
 * GET /api/openapi.json, and its interactive reference at /api/docs (Swagger UI, assets served
 * from node_modules, no CDN). Only /api routes are documented: the WebSocket and the Pusher
 * HTTP API under /app and /apps follow Pusher's published protocol, and the rest is the PWA.
 *
 * Every operation needs the bearer token unless it says `security: []` (modules/index.ts
 * marks each route from its guard); the domain's contracts are named components
 * (contract-components.ts); finish-document.ts adds operationIds and answer descriptions.
 * docs/development.md, "OpenAPI", says what tests hold the document to (Spectral among them).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  nameContracts();
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
          "'YYYY-MM-DD HH:mm:ss' in the app's time zone (GET /api/config); errors answer {message, errors?}. " +
          'Every operation needs a bearer token (POST /api/login) unless it says otherwise.',
      },
      // The server that serves this document: clients resolve paths against its origin.
      servers: [{ url: '/', description: 'This server' }],
      tags: apiTags,
      security: [{ bearer: [] }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'POST /api/login gives the token.' },
        },
      },
    },
    transform(document) {
      if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
      const method = [document.route.method].flat()[0] ?? '';
      nameRouteBody(document.schema?.body, operationIds[`${method} ${document.url.replace(/:(\w+)/g, '{$1}')}`]);
      return zodTransform(document);
    },
    transformObject(document) {
      if (!('openapiObject' in document)) return document.swaggerObject;
      return finishDocument(zodComponents(document) as OpenAPIV3_1.Document) as typeof document.openapiObject;
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
