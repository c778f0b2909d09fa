import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminLotDetailContract } from '../../../../domain/contracts/admin-records';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { useAdminDetail, useAdminWrite } from '../api/admin-api';
import { Facts } from './admin-screen';
import { AuditTrail } from './audit-trail';

/** A parking lot; an administrator can take it out of search, with a reason its owner reads. */
export function LotDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useAdminDetail<AdminLotDetailContract>('parking-lots', id);
  const write = useAdminWrite('parking-lots');
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const lot = detail.data;
  return (
    <Dialog open onClose={onClose} title={lot?.identifier ?? t`Parking lot`}>
      {!lot ? (
        <SpinnerBlock />
      ) : (
        <>
          <Facts
            rows={[
              [t`Zone`, lot.zone],
              [t`Address`, lot.address],
              [t`Owner`, lot.owner_suspended ? t`${lot.owner_name} (suspended)` : lot.owner_name],
              [t`Location`, lot.location_title],
              [t`In search`, lot.available ? t`Yes` : t`No`],
              [t`Available from`, lot.available_from],
              [t`Available to`, lot.available_to],
              [t`Coordinates`, `${lot.latitude}, ${lot.longitude}`],
            ]}
          />
          {lot.available ? (
            <div className="admin-actions">
              <Button variant="danger" onClick={() => setAsking(true)}>{t`Take out of search`}</Button>
            </div>
          ) : null}
          <AuditTrail entries={lot.audit} />
        </>
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t`Take this parking lot out of search?`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>{t`No`}</Button>
            <Button
              variant="danger"
              disabled={!reason.trim()}
              loading={write.isPending}
              onClick={() =>
                write.mutate(
                  { method: 'put', path: `parking-lots/${id}`, json: { available: false, reason } },
                  {
                    onSuccess: () => toast.success(t`The parking lot left search; its owner was notified.`),
                    onError: (err) => toast.error(errorMessage(err, t`The change could not be saved.`)),
                    onSettled: () => setAsking(false),
                  },
                )
              }
            >{t`Take out of search`}</Button>
          </>
        }
      >
        <p>{t`Open reservations on it are left to run. The owner reads the reason.`}</p>
        <TextField label={t`Reason`} value={reason} onChange={setReason} required />
      </Dialog>
    </Dialog>
  );
}
