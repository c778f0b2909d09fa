import { validate } from '@readme/openapi-parser';
import type { RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathId } from '../../src/server/lib/id-params';
import { operationIds } from '../../src/server/openapi/operation-ids';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

/**
 * Routes outside the OpenAPI document, each for a stated reason: the PWA and its files
 * (not /api), the WebSocket and the Pusher HTTP API (/app, /apps: Pusher's published
 * protocol), and the document and its viewer themselves.
 */
function isUndocumented(route: RouteOptions): boolean {
  const url = route.url ?? '';
  return !url.startsWith('/api/') || url === '/api/openapi.json' || url.startsWith('/api/docs');
}

const methodsOf = (route: RouteOptions) =>
  [route.method].flat().filter((method): method is string => method !== 'HEAD' && method !== 'OPTIONS');
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const documented = () =>
  app
    .registeredRoutes()
    .filter((route) => !isUndocumented(route))
    .flatMap((route) => methodsOf(route).map((method) => ({ route, method: method.toLowerCase() })));

const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
const document = answer.json() as OpenAPIV3_1.Document;

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [[path, method, operation] as const] : [];
    }),
  );

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document with the bearer scheme', async () => {
    expect(answer.statusCode).toBe(200);
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result, null, 1).slice(0, 2000)).toBe(true);
    expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('holds every /api route with a summary, a tag and an answer per status', () => {
    const checked = documented();
    expect(checked.length).toBeGreaterThan(35);
    const problems: string[] = [];
    for (const { route, method } of checked) {
      const name = `${method.toUpperCase()} ${route.url}`;
      const operation = document.paths?.[openApiPath(route.url)]?.[method as 'get'];
      if (!operation) {
        problems.push(`${name} is missing from the document`);
        continue;
      }
      if (!operation.summary) problems.push(`${name} has no summary`);
      if (!operation.tags?.length) problems.push(`${name} has no tag`);
      const statuses = Object.keys(operation.responses ?? {});
      if (!statuses.some((status) => /^2\d\d$/.test(status))) problems.push(`${name} declares no success answer`);
      for (const status of statuses.filter((s) => s !== '204')) {
        const response = operation.responses![status] as OpenAPIV3_1.ResponseObject;
        if (!response.content) problems.push(`${name} ${status} has no schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares the errors each route can answer: its guard, its validation and its ids', () => {
    const problems: string[] = [];
    for (const { route, method } of documented()) {
      const name = `${method.toUpperCase()} ${route.url}`;
      const operation = document.paths?.[openApiPath(route.url)]?.[method as 'get'];
      if (!operation) continue;
      const statuses = Object.keys(operation.responses ?? {});
      const guarded = Boolean(operation.security?.length);
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: { shape?: object } };
      const needs = (status: string, why: string) => {
        if (!statuses.includes(status)) problems.push(`${name}: ${why}, so ${status}`);
      };
      if (guarded) needs('401', 'behind the guard');
      if (route.url.startsWith('/api/admin/')) {
        if (!guarded) problems.push(`${name}: admin routes need the token`);
        needs('403', 'an admin route');
      }
      if (schema.body || schema.querystring) needs('422', 'it validates input');
      if (Object.values(schema.params?.shape ?? {}).includes(pathId)) needs('404', 'it takes a path id');
    }
    expect(problems).toEqual([]);
  });

  it('needs the bearer token by default and says `security: []` on the public operations', () => {
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(document.paths?.['/api/user']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths?.['/api/automobiles/{id}/insurances']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths?.['/api/login']?.post?.security).toEqual([]);
    expect(document.paths?.['/api/payments/stripe/webhook']?.post?.security).toEqual([]);
  });

  it('asks for the token exactly where the server answers 401 without one', async () => {
    const problems: string[] = [];
    for (const [path, method, operation] of operations()) {
      const url = path.replace(/\{sessionId\}/g, 'cs_test_1').replace(/\{\w+\}/g, '1');
      const res = await app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        payload: method === 'get' ? undefined : {},
      });
      const declared = operation.security ?? document.security;
      const needsToken = Boolean(declared?.length);
      if (needsToken !== (res.statusCode === 401))
        problems.push(
          `${method.toUpperCase()} ${path}: declares ${JSON.stringify(declared)}, answers ${res.statusCode}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('names each operation once, in camelCase, from the table of operationIds', () => {
    const ids = operations().map(([path, method, operation]) => operation.operationId ?? `none: ${method} ${path}`);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const served = new Set(operations().map(([path, method]) => `${method.toUpperCase()} ${path}`));
    expect(Object.keys(operationIds).filter((key) => !served.has(key))).toEqual([]);
    expect(document.paths?.['/api/reservations']?.post?.operationId).toBe('createReservation');
  });

  it('refers to named components for bodies and answers, and keeps only those it uses', () => {
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Automobile', 'Reservation', 'ErrorBody', 'Login']));
    // Stripe reads this answer, not a client; a CSV export is text; a photo is image bytes; so is a wallet pass.
    const inline = new Set([
      'post /api/payments/stripe/webhook 200',
      'get /api/admin/transactions 200 text/csv',
      'get /api/parking-lots/{id}/photos/{photoId} 200 image/webp',
      'get /api/reservations/{id}/pass.pkpass 200 application/vnd.apple.pkpass',
    ]);
    const problems: string[] = [];
    const used = JSON.stringify(document.paths);
    for (const [path, method, operation] of operations()) {
      const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      for (const [type, content] of Object.entries(body?.content ?? {}))
        if (!('$ref' in (content.schema ?? {}))) problems.push(`${method} ${path} body ${type} is inline`);
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const response = answer as OpenAPIV3_1.ResponseObject;
        if (!response.description || response.description === 'Default Response')
          problems.push(`${method} ${path} ${status} has no description`);
        for (const [type, content] of Object.entries(response.content ?? {})) {
          const where = `${method} ${path} ${status}${type === 'application/json' ? '' : ` ${type}`}`;
          if (!JSON.stringify(content.schema).includes('"$ref"') && !inline.has(where))
            problems.push(`${where} is inline`);
        }
      }
    }
    for (const name of Object.keys(schemas))
      if (!used.includes(`#/components/schemas/${name}"`) && !JSON.stringify(schemas).includes(`/${name}"`))
        problems.push(`${name} is not used`);
    expect(problems).toEqual([]);
  });

  it("appears whole in the app's endpoint table (domain/contracts/endpoints.ts)", () => {
    // The table's keys as written ("METHOD /path" without /api); an automobile's documents
    // stand for their kinds as {kind}.
    const table = new Set(
      [
        ...readFileSync(resolve(import.meta.dirname, '../../src/domain/contracts/endpoints.ts'), 'utf8').matchAll(
          /^\s+'((?:GET|POST|PUT|DELETE|PATCH) \/[^']*)':/gm,
        ),
      ].map((m) => m[1]),
    );
    const kinds =
      /^\/automobiles\/\{id\}\/(insurances|technical-inspections|road-taxes|fire-extinguishers|first-aid-kits)/;
    const missing = operations()
      .map(
        ([path, method]) =>
          `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(kinds, '/automobiles/{id}/{kind}')}`,
      )
      .filter((key) => !table.has(key));
    expect(missing).toEqual([]);
    expect(table.size).toBeGreaterThan(90);
  });

  it('takes every path id as an integer, and declares the CSV export', () => {
    const problems: string[] = [];
    for (const [path, method, operation] of operations()) {
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
        if (parameter.in !== 'path' || parameter.name === 'sessionId') continue;
        const schema = parameter.schema as OpenAPIV3_1.SchemaObject;
        if (schema.type !== 'integer' || schema.pattern) problems.push(`${method} ${path} {${parameter.name}}`);
      }
    }
    expect(problems).toEqual([]);
    const exported = document.paths?.['/api/admin/transactions']?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(exported.content ?? {})).toEqual(['application/json', 'text/csv']);
  });
});

describe('API reference page', () => {
  it('serves Swagger UI and its assets from this server', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    const html = page.statusCode === 302 ? await app.inject({ method: 'GET', url: page.headers.location! }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('swagger-ui');
    expect(html.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const bundle = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });

  it('answers an unknown /api path with the JSON error, never the app page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs-no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
