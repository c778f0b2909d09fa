import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Trash } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import type { Automobile } from '../api/get-my-automobiles';
import { useDeleteAutomobile } from '../api/save-automobile';

const deleted = msg`Automobile deleted`;
const deleteFailed = msg`Failed to delete`;

/** Deletes after a confirmation; refused (409, the server's reason) while a reservation holds the car. */
export function DeleteAutomobileButton({ automobile, onDeleted }: { automobile: Automobile; onDeleted: () => void }) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAutomobile(automobile.id);
  return (
    <>
      <Button variant="ghost" block className="btn--destructive-ghost" icon={<Trash size={18} aria-hidden="true" />} onClick={() => setAsking(true)}>
        {t`Delete automobile`}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Delete automobile ${automobile.registration_number}?`}
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
