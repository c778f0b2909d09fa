import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { useAdminDetail, useAdminWrite } from '../api/admin-api';
import { useAdminFormat } from './admin-format';
import { Facts } from './admin-screen';
import { AuditTrail } from './audit-trail';

/**
 * A parking lot. An administrator can take it out of search with a reason its owner reads, and
 * put back a lot an administrator took out; one its owner took out stays the owner's call.
 */
export function LotDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const detail = useAdminDetail('parking-lots', id);
  const write = useAdminWrite('parking-lots');
  const [asking, setAsking] = useState<'out' | 'back' | null>(null);
  const [reason, setReason] = useState('');
  const lot = detail.data;
  const save = (json: { available: boolean; reason?: string }, done: string) =>
    write.mutate(
      { endpoint: 'PUT /admin/parking-lots/{id}', params: { id }, json },
      {
        onSuccess: () => {
          toast.success(done);
          setReason('');
        },
        onError: (err) => toast.error(errorMessage(err, t`The change could not be saved.`)),
        onSettled: () => setAsking(null),
      },
    );
  const away = lot?.taken_out;
  const by = away?.admin_name ?? t`an administrator`;
  const when = format.dateTime(away?.at);
  return (
    <Dialog open onClose={onClose} title={lot?.identifier ?? t`Parking lot`} dismissible wide>
      {!lot ? (
        <SpinnerBlock />
      ) : (
        <>
          {away ? (
            <Alert tone="warning" title={t`Taken out of search by ${by} on ${when}`}>
              <p>{t`Reason: ${away.reason ?? '—'}`}</p>
              <Button size="sm" onClick={() => setAsking('back')}>{t`Put back in search`}</Button>
            </Alert>
          ) : null}
          <Facts
            rows={[
              [t`Zone`, lot.zone],
              [t`Address`, lot.address],
              [t`Owner`, lot.owner_suspended ? t`${lot.owner_name} (suspended)` : lot.owner_name],
              [t`Location`, lot.location_title],
              [t`In search`, format.yesNo(lot.available && !lot.owner_suspended)],
              [t`Available from`, format.dateTime(lot.available_from)],
              [t`Available to`, lot.available_to ? format.dateTime(lot.available_to) : t`No end`],
              [t`Coordinates`, format.coordinates(lot.latitude, lot.longitude)],
            ]}
          />
          {lot.available ? (
            <div className="admin-actions">
              <Button variant="danger" onClick={() => setAsking('out')}>{t`Take out of search`}</Button>
            </div>
          ) : !away ? (
            <p className="muted text-sm">{t`Its owner took it out of search: only the owner can put it back.`}</p>
          ) : null}
          <AuditTrail entries={lot.audit} />
        </>
      )}
      <ConfirmDialog
        open={asking === 'back'}
        title={t`Put this parking lot back in search?`}
        message={t`Drivers find it and can book it again; its owner is told.`}
        confirmLabel={t`Put back in search`}
        busy={write.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => save({ available: true }, t`The parking lot is back in search; its owner was notified.`)}
      />
      <Dialog
        open={asking === 'out'}
        onClose={() => setAsking(null)}
        title={t`Take this parking lot out of search?`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>{t`No`}</Button>
            <Button
              variant="danger"
              disabled={!reason.trim()}
              loading={write.isPending}
              onClick={() =>
                save({ available: false, reason }, t`The parking lot left search; its owner was notified.`)
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
