import type { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestUser } from './factories';

/**
 * GET /api/admin/transactions?format=csv&`filter` as `admin`, in English unless `headers` say
 * otherwise: where the export came from (`x-export-cache`), its count, totals and encoding, and
 * its text (unzipped when sent gzipped).
 */
export async function adminCsvExport(
  app: FastifyInstance,
  admin: TestUser,
  filter: string,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/transactions?format=csv&${filter}`,
    headers: { ...admin.headers, 'accept-language': 'en', ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    cache: res.headers['x-export-cache'],
    total: res.headers['x-total-count'],
    totals: res.headers['x-totals'],
    encoding: res.headers['content-encoding'],
    body: res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body,
  };
}
