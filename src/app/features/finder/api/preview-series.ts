import { useMutation } from '@tanstack/react-query';
import type { SeriesPreviewContract, SeriesRequest } from '../../../../domain/contracts/reservation-series';
import { call } from '../../../lib/api-call';

export type SeriesPreview = SeriesPreviewContract;

/** POST /reservation-series/preview: every date of the pattern, free or why not, and the credits of the free ones. */
export const previewSeries = (request: SeriesRequest): Promise<SeriesPreview> =>
  call('POST /reservation-series/preview', { json: request });

export const usePreviewSeries = () => useMutation({ mutationFn: previewSeries });
