import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataBody, errorResponses, listBody, noContent } from '../../../domain/contracts/common';
import { documentContract } from '../../../domain/contracts/documents';
import { documentSchemas } from '../../../domain/document-schemas';
import { apiDocumentKinds, type ApiDocumentKind } from '../../../domain/documents';
import { currentUser } from '../../lib/authenticate';
import { presentDocument } from './presenter';
import { addDocument, changeDocument, listKind, removeDocument } from './service';
import { pathId } from '../../lib/id-params';

const automobileParams = z.object({ id: pathId });
const documentParams = z.object({ id: pathId, docId: pathId });

/**
 * The documents of the signed-in user's own automobiles, one set of routes per kind
 * (/automobiles/{id}/{kind}); anyone else's automobile or document answers 404.
 */
export async function documentRoutes(fastify: FastifyInstance): Promise<void> {
  // Every route here needs the token: modules/index.ts guards the module (and the document says so).
  for (const kind of apiDocumentKinds) registerKind(fastify, kind);
}

function registerKind(fastify: FastifyInstance, kind: ApiDocumentKind) {
  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = typed;
  const body = documentSchemas[kind];

  typed.get(
    `/automobiles/:id/${kind}`,
    {
      schema: {
        summary: "The automobile's documents of this kind",
        params: automobileParams,
        response: { 200: listBody(documentContract), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      data: (await listKind(deps, currentUser(request).id, request.params.id, kind)).map(presentDocument),
    }),
  );

  typed.post(
    `/automobiles/:id/${kind}`,
    {
      schema: {
        summary: 'Add a document to an automobile',
        params: automobileParams,
        body,
        response: { 201: dataBody(documentContract), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const doc = await addDocument(deps, currentUser(request).id, request.params.id, kind, request.body);
      return reply.status(201).send({ data: presentDocument(doc) });
    },
  );

  typed.put(
    `/automobiles/:id/${kind}/:docId`,
    {
      schema: {
        summary: "Change an automobile's document",
        params: documentParams,
        body,
        response: { 200: dataBody(documentContract), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const ids = { automobileId: request.params.id, id: request.params.docId };
      return { data: presentDocument(await changeDocument(deps, currentUser(request).id, ids, kind, request.body)) };
    },
  );

  typed.delete(
    `/automobiles/:id/${kind}/:docId`,
    {
      schema: {
        summary: "Delete an automobile's document",
        params: documentParams,
        response: { 204: noContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const ids = { automobileId: request.params.id, id: request.params.docId };
      await removeDocument(deps, currentUser(request).id, ids, kind);
      return reply.status(204).send(null);
    },
  );
}
