import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DateTime } from 'luxon';
import { adminAutomobileContract, adminAutomobileDetailContract } from '../../../domain/contracts/admin-records';
import { adminAutomobilesQuery } from '../../../domain/contracts/admin-queries';
import { dataBody, errorResponses, pagedListBody } from '../../../domain/contracts/common';
import { expiryState } from '../../../domain/documents';
import { pageMetaOf } from '../../lib/admin-list';
import { notFound } from '../../lib/errors';
import { auditOf } from '../audit/index';
import { authenticateAdmin } from '../../lib/authenticate';
import { findAdminAutomobile, pageAutomobiles } from './admin-repository';
import { idParams } from '../../lib/id-params';

/** A document's state on `today` by the domain's rule (expiryState); "none" reads no_date here. */
function documentState(expiresOn: string | null, today: string) {
  const { state } = expiryState(expiresOn, today);
  return state === 'none' ? ('no_date' as const) : state;
}

/** /admin/automobiles: search by registration, make or owner; detail with its documents' states. */
export async function adminAutomobileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/admin/automobiles',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Search every automobile (registration, make, owner)',
        querystring: adminAutomobilesQuery,
        response: { 200: pagedListBody(adminAutomobileContract), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { rows, total } = await pageAutomobiles(deps.db, { ...request.query, q: request.query.q || undefined });
      return { data: rows, meta: pageMetaOf(total, request.query) };
    },
  );

  app.get(
    '/admin/automobiles/:id',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'One automobile with the states of its documents',
        params: idParams,
        response: { 200: dataBody(adminAutomobileDetailContract), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const found = await findAdminAutomobile(deps.db, request.params.id);
      if (!found) throw notFound();
      const zone = deps.config.APP_TIMEZONE;
      const today = DateTime.fromJSDate(deps.now(), { zone }).toISODate() ?? '';
      return {
        data: {
          ...found.row,
          documents: found.documents.map((d) => {
            const expiresOn = d.expiresAt ?? d.validUntil;
            return { id: d.id, kind: d.kind, expires_on: expiresOn, state: documentState(expiresOn, today) };
          }),
          audit: await auditOf(deps.db, 'automobile', found.row.id, zone),
        },
      };
    },
  );
}
