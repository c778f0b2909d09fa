import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { finderKeys } from '../../../lib/query-keys';
import { parkingLotKeys } from './get-my-parking-lots';
import type { ParkingLot } from './parking-lot-types';

/** A phone's full-size photo over a weak signal: two minutes before giving up. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /parking-lots/{id}/photos with the image itself as the body; answers the lot. */
export async function addLotPhoto(lotId: number, file: Blob): Promise<ParkingLot> {
  // A file the browser could not type (some HEIC pickers) still goes, as bytes.
  const body = file.type ? file : new Blob([file], { type: 'application/octet-stream' });
  return call('POST /parking-lots/{id}/photos', { params: { id: lotId }, body, timeout: UPLOAD_TIMEOUT_MS });
}

export async function deleteLotPhoto(lotId: number, photoId: number): Promise<void> {
  await call('DELETE /parking-lots/{id}/photos/{photoId}', { params: { id: lotId, photoId } });
}

/** The lot's photos changed: its details, the owner's list, and searches that show it. */
function usePhotosChanged(lotId: number) {
  const queryClient = useQueryClient();
  return async (lot?: ParkingLot) => {
    if (lot) queryClient.setQueryData(parkingLotKeys.detail(lotId), lot);
    queryClient.removeQueries({ queryKey: finderKeys.all });
    await Promise.all([
      lot ? undefined : queryClient.invalidateQueries({ queryKey: parkingLotKeys.detail(lotId) }),
      queryClient.invalidateQueries({ queryKey: parkingLotKeys.mine() }),
    ]);
  };
}

export function useAddLotPhoto(lotId: number) {
  const changed = usePhotosChanged(lotId);
  return useMutation({ mutationFn: (file: Blob) => addLotPhoto(lotId, file), onSuccess: (lot) => changed(lot) });
}

export function useDeleteLotPhoto(lotId: number) {
  const changed = usePhotosChanged(lotId);
  return useMutation({ mutationFn: (photoId: number) => deleteLotPhoto(lotId, photoId), onSuccess: () => changed() });
}
