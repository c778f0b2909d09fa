import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntryContract } from '../../../domain/contracts/audit';
import { adminAuditQuery } from '../../../domain/contracts/admin-queries';
import { errorResponses, pagedListBody } from '../../../domain/contracts/common';
import { dayBounds, pageMetaOf } from '../../lib/admin-list';
import { authenticateAdmin } from '../../lib/authenticate';
import { pageAudit } from './repository';

/** GET /admin/audit: the audit log, filtered by administrator, target and date. */
export async function adminAuditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const zone = app.deps.config.APP_TIMEZONE;
  app.get(
    '/admin/audit',
    {
      onRequest: authenticateAdmin,
      schema: {
        summary: 'Audit log of administrative writes (filters, paging)',
        querystring: adminAuditQuery,
        response: { 200: pagedListBody(auditEntryContract), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const q = request.query;
      const { from, to } = dayBounds(q.from, q.to, zone);
      const { data, total } = await pageAudit(
        app.deps.db,
        {
          adminId: q.admin_id,
          targetType: q.target_type,
          targetId: q.target_id,
          action: q.action || undefined,
          from,
          to,
        },
        q,
        zone,
      );
      return { data, meta: pageMetaOf(total, q) };
    },
  );
}
