import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminLocationDetailContract } from '../../../../domain/contracts/admin-records';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { useAdminDetail, useAdminWrite } from '../api/admin-api';
import { Facts } from './admin-screen';
import { AuditTrail } from './audit-trail';
import { LocationForm } from './location-form';
import { LocationUsers } from './location-users';

/** A location: facts, edit (with the map picker), delete, authorized users and audit. */
export function LocationDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useAdminDetail<AdminLocationDetailContract>('locations', id);
  const remove = useAdminWrite('locations');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const location = detail.data;
  return (
    <Dialog open onClose={onClose} title={location?.title ?? t`Location`}>
      {!location ? (
        <SpinnerBlock />
      ) : editing ? (
        <LocationForm location={location} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <Facts
            rows={[
              [t`Address`, location.address],
              [t`Coordinates`, `${location.latitude}, ${location.longitude}`],
              [t`Access`, location.access === 'restricted' ? t`Restricted` : t`Public`],
              [t`Parking lots`, location.parking_lots_count],
            ]}
          />
          <div className="admin-actions">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>{t`Edit`}</Button>
            <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>{t`Delete`}</Button>
          </div>
          {location.access === 'restricted' || location.users.length > 0 ? <LocationUsers location={location} /> : null}
          <AuditTrail entries={location.audit} />
        </>
      )}
      <ConfirmDialog
        open={deleting}
        destructive
        title={t`Delete this location?`}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(
            { method: 'delete', path: `locations/${id}` },
            {
              onSuccess: () => {
                toast.success(t`Location deleted.`);
                onClose();
              },
              onError: (err) => toast.error(errorMessage(err, t`The location could not be deleted.`)),
              onSettled: () => setDeleting(false),
            },
          )
        }
      />
    </Dialog>
  );
}
