import type { LotPhotoContract } from '../../../domain/contracts/parking-lots';

/** A lot's photo as the API lists it (id, url, thumb_url, width, height). */
export type LotPhoto = LotPhotoContract;
