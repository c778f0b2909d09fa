import { randomInt } from 'node:crypto';
import { MAX_LOT_PHOTOS } from '../../../domain/contracts/parking-lots';
import type { Deps } from '../../deps';
import { notFound, validationFailed } from '../../lib/errors';
import { multipartFile } from '../../lib/multipart-file';
import type { Viewer } from '../locations/index';
import { lotMessages } from './messages';
import { processPhoto } from './photo-image';
import { countPhotos, deletePhoto, insertPhoto, photoBytes } from './photo-repository';
import { findOwnedLot, lockOwnedLot } from './repository';
import { getMyLot } from './service';
import type { LotResponse } from './presenter';

const tooMany = () => validationFailed({ photo: [lotMessages.tooManyPhotos] });
const notAPhoto = () => validationFailed({ photo: [lotMessages.notAPhoto] });

/** The uploaded image: the body itself (image/*), or the `photo` field of a multipart form. */
export function uploadedBytes(body: unknown, contentType: string | undefined): Buffer | undefined {
  if (!Buffer.isBuffer(body) || body.length === 0) return undefined;
  if (/^multipart\/form-data/i.test(contentType ?? '')) return multipartFile(body, contentType ?? '', 'photo');
  return body;
}

/**
 * Adds a photo to the owner's lot: resized and stripped of metadata first (outside the
 * transaction: it is the slow part), then stored while the lot row is locked, so two uploads at
 * once cannot both pass the count. A sixth photo, or bytes that are no image, answer 422 on
 * `photo`; another user's lot 404. Answers the lot as it is now (the app replaces its cached copy).
 */
export async function addLotPhoto(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  viewer: Viewer,
  lotId: number,
  bytes: Buffer | undefined,
): Promise<LotResponse> {
  if (!(await findOwnedLot(deps.db, viewer.id, lotId))) throw notFound();
  // Before decoding (a large image costs seconds and hundreds of MiB); checked again under the lock.
  if ((await countPhotos(deps.db, lotId)) >= MAX_LOT_PHOTOS) throw tooMany();
  if (!bytes) throw notAPhoto();
  const photo = await processPhoto(bytes);
  if (!photo) throw notAPhoto();
  await deps.db.transaction(async (tx) => {
    if (!(await lockOwnedLot(tx, viewer.id, lotId))) throw notFound();
    if ((await countPhotos(tx, lotId)) >= MAX_LOT_PHOTOS) throw tooMany();
    // A random id (see schema/lot-photos.ts); a clash, one in millions, takes another.
    for (;;) {
      const id = randomInt(1, 2 ** 31 - 1);
      if (await insertPhoto(tx, { id, parkingLotId: lotId, ...photo })) return;
    }
  });
  return getMyLot(deps, viewer, lotId);
}

export async function removeLotPhoto(
  deps: Pick<Deps, 'db'>,
  viewer: Viewer,
  lotId: number,
  photoId: number,
): Promise<void> {
  if (!(await findOwnedLot(deps.db, viewer.id, lotId))) throw notFound();
  if (!(await deletePhoto(deps.db, lotId, photoId))) throw notFound();
}

/** A photo's WebP bytes for anyone with its address (the URLs are in the lots' answers). */
export async function readLotPhoto(deps: Pick<Deps, 'db'>, lotId: number, photoId: number, size: 'full' | 'thumb') {
  const bytes = await photoBytes(deps.db, lotId, photoId, size);
  if (!bytes) throw notFound();
  return bytes;
}
