import './reservations.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useChangeReservationStatus } from '../api/change-reservation-status';
import type { Reservation } from '../api/get-reservations';
import { honestMistakeRefund } from '../honest-mistake-words';
import type { ReservationState } from '../reservation-state';

type Pending = { status: 'cancelled' | 'finalized'; key: string } | null;

type ReservationActionsProps = {
  reservation: Reservation;
  state: ReservationState;
  /** Full-width buttons (detail screen) rather than small ones (list rows). */
  block?: boolean;
};

/**
 * Finalize and cancel, each only where the rules allow it, each confirmed first. One
 * Idempotency-Key per confirmation: tapping again after a lost answer cannot settle twice.
 */
export function ReservationActions({ reservation, state, block }: ReservationActionsProps) {
  const { t, i18n } = useLingui();
  const change = useChangeReservationStatus();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const place = reservation.place ?? '';
  // The owner tells the driver why (the driver's notification and reservation quote it).
  const asksReason = pending?.status === 'cancelled' && reservation.type === 'received';

  const confirm = () => {
    if (!pending) return;
    change.mutate(
      { id: reservation.id, status: pending.status, idempotencyKey: pending.key, reason: asksReason ? reason : '' },
      {
        onSuccess: () => {
          setPending(null);
          setReason('');
          toast.success(pending.status === 'cancelled' ? t`Reservation cancelled` : t`Reservation finalized`);
        },
        onError: (error) => {
          setPending(null);
          toast.error(errorMessage(error, t`Failed to cancel reservation`));
        },
      },
    );
  };

  if (!state.canCancel && !state.canFinalize) return null;
  const size = block ? 'md' : 'sm';
  return (
    <div className={block ? 'reservation-actions reservation-actions--block' : 'reservation-actions'}>
      {state.canFinalize ? (
        <Button
          size={size}
          block={block}
          icon={<CircleCheck size={18} aria-hidden="true" />}
          onClick={() => setPending({ status: 'finalized', key: newIdempotencyKey() })}
        >
          {t`Finalize`}
        </Button>
      ) : null}
      {state.canCancel ? (
        <Button
          size={size}
          block={block}
          variant="secondary"
          className="btn--destructive-ghost"
          icon={<CircleX size={18} aria-hidden="true" />}
          onClick={() => setPending({ status: 'cancelled', key: newIdempotencyKey() })}
        >
          {block ? t`Cancel reservation` : t`Cancel`}
        </Button>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.status === 'finalized' ? (
            <Trans>
              Finalize reservation <span className="nowrap">{place}</span>
            </Trans>
          ) : (
            <Trans>
              Cancel reservation <span className="nowrap">{place}</span>
            </Trans>
          )
        }
        message={
          pending?.status === 'finalized'
            ? t`Finalize this reservation now?`
            : state.honestMistake
              ? i18n._(honestMistakeRefund(reservation.credits_reserved))
              : t`Are you sure you want to cancel this reservation?`
        }
        confirmLabel={pending?.status === 'finalized' ? t`Finalize` : t`Cancel reservation`}
        cancelLabel={pending?.status === 'finalized' ? t`Not now` : t`Keep it`}
        destructive={pending?.status === 'cancelled'}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {asksReason ? (
          <TextField
            label={t`Reason for the driver`}
            optional
            name="reason"
            maxLength={200}
            value={reason}
            onChange={setReason}
            hint={t`The driver reads it in the notification and on the reservation.`}
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
