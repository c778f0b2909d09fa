import './parking-lots.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Infinity as InfinityIcon, PowerOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import type { ParkingLot } from '../api/parking-lot-types';
import { useSetAvailability, type FastAvailability as Change } from '../api/set-availability';
import { durationLabel } from '../../../lib/duration-label';
import { StoppedBookingsNotice } from './stopped-bookings-notice';

const availabilitySet = msg`Availability set`;
const availabilityFailed = msg`Failed to set availability`;

type Props = {
  lot: Pick<
    ParkingLot,
    'id' | 'identifier' | 'available' | 'available_from' | 'fast_availability_durations' | 'upcoming_reservations_count'
  >;
};

/**
 * One tap: the lot is available from now for one of its durations or with no end, or takes no
 * new bookings (those already made keep their place: the notice says how many remain).
 */
export function FastAvailability({ lot }: Props) {
  const { t, i18n } = useLingui();
  const mutation = useSetAvailability(lot.id);
  const pending = mutation.isPending ? mutation.variables : undefined;
  const isPending = (change: Change) => JSON.stringify(pending) === JSON.stringify(change);
  const set = (change: Change) =>
    mutation.mutate(change, {
      onSuccess: () => toast.success(i18n._(availabilitySet)),
      onError: (error) => toast.error(errorMessage(error, i18n._(availabilityFailed))),
    });
  const canSwitchOff = lot.available && lot.available_from !== null;

  return (
    <div className="stack-sm" role="group" aria-label={t`Fast availability for ${lot.identifier}`}>
      <StoppedBookingsNotice lot={lot} />
      <p className="text-sm muted">{t`Available from now for:`}</p>
      <div className="chip-grid">
        {lot.fast_availability_durations.map((minutes) => (
          <Button
            key={minutes}
            variant="secondary"
            size="sm"
            className="tabular"
            loading={isPending({ duration_minutes: minutes })}
            disabled={mutation.isPending}
            onClick={() => set({ duration_minutes: minutes })}
          >
            {durationLabel(i18n, minutes)}
          </Button>
        ))}
        <Button
          variant="secondary"
          size="sm"
          className="chip-grid__wide"
          icon={<InfinityIcon size={16} aria-hidden="true" />}
          loading={isPending({ duration_minutes: null })}
          disabled={mutation.isPending}
          onClick={() => set({ duration_minutes: null })}
        >
          {t`Unlimited`}
        </Button>
      </div>
      {canSwitchOff ? (
        <Button
          variant="ghost"
          size="sm"
          icon={<PowerOff size={16} aria-hidden="true" />}
          loading={isPending({ available: false })}
          disabled={mutation.isPending}
          onClick={() => set({ available: false })}
        >
          {t`Stop new bookings`}
        </Button>
      ) : null}
    </div>
  );
}
