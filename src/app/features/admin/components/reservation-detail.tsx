import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useAdminDetail, useAdminWrite } from '../api/admin-api';
import { Facts } from './admin-screen';
import { AuditTrail } from './audit-trail';
import { useAdminFormat } from './admin-format';
import { ReservationReport } from './reservation-report';

/** A reservation; an open one can be cancelled with a full refund to the driver. */
export function ReservationDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useAdminDetail('reservations', id);
  const write = useAdminWrite('reservations');
  const [confirming, setConfirming] = useState<string | null>(null);
  const format = useAdminFormat();
  const r = detail.data;
  const open = r && (r.status === 'scheduled' || r.status === 'active');
  return (
    <Dialog open onClose={onClose} title={r ? t`Reservation #${r.id}` : t`Reservation`} dismissible wide>
      {!r ? (
        <SpinnerBlock />
      ) : (
        <>
          <Facts
            rows={[
              [t`Status`, format.status(r.status)],
              [t`Parking lot`, r.parking_lot_identifier],
              [t`Driver`, r.user_name],
              [t`Owner`, r.owner_name],
              [t`Registration`, r.automobile_registration],
              [t`Visitor phone`, r.visitor_phone],
              [t`Start`, format.dateTime(r.start_time)],
              [t`End`, format.dateTime(r.end_time)],
              [t`Credits reserved`, format.credits(r.credits_reserved)],
              [t`Credits paid`, format.credits(r.credits_paid)],
              [t`Cancelled at`, r.cancelled_at ? format.dateTime(r.cancelled_at) : null],
            ]}
          />
          {r.report ? <ReservationReport id={r.id} report={r.report} /> : null}
          {open ? (
            <div className="admin-actions">
              <Button
                variant="danger"
                onClick={() => setConfirming(newIdempotencyKey())}
              >{t`Cancel reservation`}</Button>
            </div>
          ) : null}
          <AuditTrail entries={r.audit} />
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        destructive
        title={t`Cancel this reservation?`}
        message={t`The driver gets every reserved credit back; the driver and the owner are notified.`}
        busy={write.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          write.mutate(
            {
              endpoint: 'PUT /admin/reservations/{id}',
              params: { id },
              json: { status: 'cancelled' },
              headers: { 'Idempotency-Key': confirming ?? newIdempotencyKey() },
            },
            {
              onSuccess: () => toast.success(t`Reservation cancelled; the credits were refunded.`),
              onError: (err) => toast.error(errorMessage(err, t`The reservation could not be cancelled.`)),
              onSettled: () => setConfirming(null),
            },
          )
        }
      />
    </Dialog>
  );
}
