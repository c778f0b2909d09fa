import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RatingTagValue } from '../../../../domain/rating-rules';

/** A tag of a driver's rating, in words. */
export const ratingTagLabels: Record<RatingTagValue, MessageDescriptor> = {
  as_described: msg`As described`,
  easy_access: msg`Easy access`,
  safe: msg`Safe`,
  well_lit: msg`Well lit`,
};
