import { validate } from '@readme/openapi-parser';
import type { RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { pathId } from '../../src/server/lib/id-params';
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

  it('marks the routes behind the authenticate guard with the bearer security', () => {
    const user = document.paths?.['/api/user']?.get;
    expect(user?.security).toEqual([{ bearer: [] }]);
    expect(document.paths?.['/api/login']?.post?.security).toBeUndefined();
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
