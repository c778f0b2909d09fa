import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import type { ParkingLot } from '../api/parking-lot-types';

type Props = { lot: Pick<ParkingLot, 'id' | 'available' | 'available_from' | 'upcoming_reservations_count'> };

/**
 * A published lot that takes no new bookings still has the ones already made: how many, and a
 * link to them (the lot's upcoming reservations).
 */
export function StoppedBookingsNotice({ lot }: Props) {
  const { t } = useLingui();
  const remaining = lot.upcoming_reservations_count ?? 0;
  if (lot.available || !lot.available_from || remaining === 0) return null;
  return (
    <Alert tone="info" title={t`New bookings are stopped`}>
      <p>
        <Plural
          value={remaining}
          one="# reservation remains and keeps its place."
          other="# reservations remain and keep their place."
        />{' '}
        <Link
          to="/parking-lots/$lotId"
          params={{ lotId: String(lot.id) }}
          hash="lot-reservations"
          className="text-link"
        >
          {t`See them`}
        </Link>
      </p>
    </Alert>
  );
}
