import { useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../lib/app-config';
import { useSession } from '../../../lib/use-session';
import { myParkingLotsQuery } from '../api/get-my-parking-lots';
import { useOwnerDeviceSync } from '../owner-device';

/**
 * Mounted with the signed-in frame: for an owner whose lots are on this device, keeps the
 * revoked passes fresh and sends kept checks whenever the app is online (nothing is fetched
 * for anyone else: the lots are only read from the cache here).
 */
export function OwnerDeviceSync() {
  const userId = useSession().user?.id;
  const zone = useAppConfig().data?.timezone ?? 'Europe/Bucharest';
  const lots = useQuery({ ...myParkingLotsQuery(), enabled: false }).data;
  useOwnerDeviceSync(userId, zone, (lots?.length ?? 0) > 0);
  return null;
}
