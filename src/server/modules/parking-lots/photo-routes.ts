import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent } from '../../../domain/contracts/common';
import { lotPhotoQuery as photoQuery, parkingLotContract } from '../../../domain/contracts/parking-lots';
import { idParams, pathId } from '../../lib/id-params';
import { authenticate, currentUser } from '../../lib/authenticate';
import { MAX_PHOTO_BYTES } from './photo-image';
import { addLotPhoto, readLotPhoto, removeLotPhoto, uploadedBytes } from './photo-service';

const photoParams = z.object({ id: pathId, photoId: pathId });

/** Photos never change under their id (a new photo gets a new one): a browser keeps them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A lot's photos (PRODUCT.md, "Owners' tools"). The upload is the image itself as the body
 * (image/jpeg, png, webp, heic...) or a multipart form with the field `photo`: read whole, up
 * to 8 MB (more answers 413 once read, as everywhere), then resized by sharp. Registered as its
 * own plugin so the raw-body parsers apply to these routes only. The image is public (an <img>
 * sends no token, and the service worker caches it for a driver offline); its id is random.
 */
export async function parkingLotPhotoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const asBytes = { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES } as const;
  const keep = (_request: unknown, body: Buffer | string, done: (err: null, body: Buffer | string) => void) =>
    done(null, body);
  app.addContentTypeParser(/^image\//i, asBytes, keep);
  app.addContentTypeParser(['application/octet-stream', 'multipart/form-data'], asBytes, keep);

  app.post(
    '/parking-lots/:id/photos',
    {
      onRequest: authenticate,
      bodyLimit: MAX_PHOTO_BYTES,
      schema: {
        summary: 'Add a photo to a parking lot (at most 5)',
        description:
          'The body is the image itself (Content-Type image/jpeg, image/png, image/webp; HEIC where the ' +
          'server can read it) or multipart/form-data with the file in the field `photo`, up to 8 MB. ' +
          'It is stored turned upright, at most 1600 px on its longest side, as WebP, with no metadata ' +
          '(EXIF, GPS), and a 400 px thumbnail. Answers the lot with its photos.',
        params: idParams,
        response: { 201: parkingLotContract, ...errorResponses(401, 404, 413, 422) },
      },
    },
    async (request, reply) => {
      const bytes = uploadedBytes(request.body, request.headers['content-type']);
      const lot = await addLotPhoto(app.deps, currentUser(request), request.params.id, bytes);
      return reply.status(201).send(lot);
    },
  );

  app.get(
    '/parking-lots/:id/photos/:photoId',
    {
      schema: {
        summary: "A parking lot's photo (WebP), or its thumbnail with size=thumb",
        params: photoParams,
        querystring: photoQuery,
        response: {
          200: {
            description: 'The image, cacheable for ever',
            content: { 'image/webp': { schema: z.string().describe('WebP image bytes') } },
          },
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const bytes = await readLotPhoto(app.deps, id, photoId, request.query.size);
      // A Buffer is sent as is (the schema above is for the document).
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', IMMUTABLE)
        .send(bytes as unknown as string);
    },
  );

  app.delete(
    '/parking-lots/:id/photos/:photoId',
    {
      onRequest: authenticate,
      schema: {
        summary: 'Delete a photo of a parking lot',
        params: photoParams,
        response: { 204: noContent, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      await removeLotPhoto(app.deps, currentUser(request), id, photoId);
      return reply.status(204).send(null);
    },
  );
}
