import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Trash } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteParkingLot } from '../api/save-parking-lot';

const deleted = msg`Parking lot deleted`;
const deleteFailed = msg`Failed to delete`;

/** Deletes after a confirmation; the server refuses (with its reason) while the lot has reservations. */
export function DeleteLotButton({ lot, onDeleted }: { lot: { id: number; identifier: string }; onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteParkingLot(lot.id);
  return (
    <>
      <Button variant="ghost" block className="btn--destructive-ghost" icon={<Trash size={18} aria-hidden="true" />} onClick={() => setAsking(true)}>
        {t`Delete parking lot`}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Delete parking lot ${lot.identifier}?`}
        message={t`Delete this item?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        destructive
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              toast.success(i18n._(deleted));
              onDeleted();
            },
            onError: (error) => {
              setAsking(false);
              toast.error(errorMessage(error, i18n._(deleteFailed)));
            },
          })
        }
      />
    </>
  );
}
