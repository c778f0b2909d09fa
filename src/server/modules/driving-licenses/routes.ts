import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataBody, errorResponses, listBody, noContent } from '../../../domain/contracts/common';
import { drivingLicenseContract, licenseCategoryContract } from '../../../domain/contracts/driving-licenses';
import { drivingLicenseSchema, licenseCategorySchema } from '../../../domain/driving-license-schemas';
import { currentUser } from '../../lib/authenticate';
import { presentCategory } from './presenter';
import * as service from './service';
import { idParams, pathId } from '../../lib/id-params';

const categoryParams = z.object({ id: pathId, catId: pathId });

/** The signed-in user's own driving licences and their categories; anyone else's id answers 404. */
export async function drivingLicenseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Every route here needs the token: modules/index.ts guards the module (and the document says so).
  const one = dataBody(drivingLicenseContract);
  const oneCategory = dataBody(licenseCategoryContract);

  app.get(
    '/driving-licenses',
    {
      schema: {
        summary: "The caller's driving licences",
        response: { 200: listBody(drivingLicenseContract), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await service.listUserLicenses(deps, currentUser(request).id) }),
  );

  app.post(
    '/driving-licenses',
    {
      schema: {
        summary: 'Add a driving licence',
        body: drivingLicenseSchema,
        response: { 201: one, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createLicense(deps, currentUser(request).id, request.body) }),
  );

  app.get(
    '/driving-licenses/:id',
    {
      schema: {
        summary: "One of the caller's driving licences",
        params: idParams,
        response: { 200: one, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await service.getLicense(deps, currentUser(request).id, request.params.id) }),
  );

  app.put(
    '/driving-licenses/:id',
    {
      schema: {
        summary: 'Change a driving licence',
        params: idParams,
        body: drivingLicenseSchema,
        response: { 200: one, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await service.changeLicense(deps, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/driving-licenses/:id',
    {
      schema: {
        summary: 'Delete a driving licence',
        params: idParams,
        response: { 204: noContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await service.removeLicense(deps, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/driving-licenses/:id/categories',
    {
      schema: {
        summary: "A driving licence's categories",
        params: idParams,
        response: { 200: listBody(licenseCategoryContract), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      data: (await service.listLicenseCategories(deps, currentUser(request).id, request.params.id)).map(
        presentCategory,
      ),
    }),
  );

  app.post(
    '/driving-licenses/:id/categories',
    {
      schema: {
        summary: 'Add a category to a driving licence',
        params: idParams,
        body: licenseCategorySchema,
        response: { 201: oneCategory, ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const category = await service.addCategory(deps, currentUser(request).id, request.params.id, request.body);
      return reply.status(201).send({ data: presentCategory(category) });
    },
  );

  app.put(
    '/driving-licenses/:id/categories/:catId',
    {
      schema: {
        summary: 'Change a driving licence category',
        params: categoryParams,
        body: licenseCategorySchema,
        response: { 200: oneCategory, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const ids = { licenseId: request.params.id, id: request.params.catId };
      return { data: presentCategory(await service.changeCategory(deps, currentUser(request).id, ids, request.body)) };
    },
  );

  app.delete(
    '/driving-licenses/:id/categories/:catId',
    {
      schema: {
        summary: 'Delete a driving licence category',
        params: categoryParams,
        response: { 204: noContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const ids = { licenseId: request.params.id, id: request.params.catId };
      await service.removeCategory(deps, currentUser(request).id, ids);
      return reply.status(204).send(null);
    },
  );
}
