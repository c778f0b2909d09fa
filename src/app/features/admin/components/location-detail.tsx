import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { useAdminDetail, useAdminWrite } from '../api/admin-api';
import { Facts } from './admin-screen';
import { useAdminFormat } from './admin-format';
import { AuditTrail } from './audit-trail';
import { LocationForm } from './location-form';
import { LocationUsers } from './location-users';

/** A location: facts, edit (with the map picker), delete, authorized users and audit. */
export function LocationDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const detail = useAdminDetail('locations', id);
  const remove = useAdminWrite('locations');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const location = detail.data;
  return (
    <Dialog open onClose={onClose} title={location?.title ?? t`Location`} dismissible wide>
      {!location ? (
        <SpinnerBlock />
      ) : editing ? (
        <LocationForm location={location} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <Facts
            rows={[
              [t`Address`, location.address],
              [t`Coordinates`, format.coordinates(location.latitude, location.longitude)],
              [t`Access`, format.access(location.access)],
              [t`Parking lots`, location.parking_lots_count],
            ]}
          />
          <div className="admin-actions">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>{t`Edit`}</Button>
            {location.parking_lots_count === 0 ? (
              <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>{t`Delete`}</Button>
            ) : null}
          </div>
          {location.parking_lots_count > 0 ? (
            <p className="muted text-sm">{t`Parking lots belong to this location: it can be deleted once they are moved or deleted.`}</p>
          ) : null}
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
            { endpoint: 'DELETE /admin/locations/{id}', params: { id } },
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
