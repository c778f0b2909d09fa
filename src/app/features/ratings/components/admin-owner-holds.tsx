import './ratings.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ShieldCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { RATING_TEXT_MAX } from '../../../../domain/rating-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useAdminOwnerHolds, useRestoreOwner, type OwnerHold } from '../api/admin-ratings';

/** Owners whose lots left search after three strikes in 30 days: each restored after review. */
export function AdminOwnerHolds() {
  const { t } = useLingui();
  const query = useAdminOwnerHolds();
  const [restoring, setRestoring] = useState<OwnerHold | null>(null);
  if (query.isPending) return <SpinnerBlock label={t`Loading owners...`} />;
  if (query.isError) return <Alert tone="error">{errorMessage(query.error, t`The owners could not be loaded.`)}</Alert>;
  if (query.data.length === 0) return <EmptyState icon={UserX} title={t`No owner is out of search.`} />;
  return (
    <>
      <Card flush>
        <ul className="list">
          {query.data.map((hold) => (
            <li key={hold.id} className="list__item rating-list-item" data-hold-id={hold.id}>
              <p>
                <strong>{hold.owner_name}</strong> <span className="muted text-sm">{hold.owner_email}</span>
              </p>
              <p className="text-sm">
                {t`${plural(hold.strikes, { one: '# strike', other: '# strikes' })} in 30 days; out of search since ${formatDateTime(hold.removed_at)}; ${plural(hold.lots_count, { one: '# parking lot', other: '# parking lots' })}.`}
              </p>
              <div>
                <Button
                  size="sm"
                  icon={<ShieldCheck size={16} aria-hidden="true" />}
                  onClick={() => setRestoring(hold)}
                >
                  {t`Put back in search`}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      {restoring ? <RestoreDialog hold={restoring} onClose={() => setRestoring(null)} /> : null}
    </>
  );
}

function RestoreDialog({ hold, onClose }: { hold: OwnerHold; onClose: () => void }) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const restore = useRestoreOwner();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Put the lots of ${hold.owner_name} back in search?`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button
            loading={restore.isPending}
            onClick={() =>
              restore.mutate(
                { id: hold.id, note: note.trim() },
                {
                  onSuccess: () => {
                    toast.success(t`The owner's lots are back in search; the owner is told.`);
                    onClose();
                  },
                },
              )
            }
          >
            {t`Put back in search`}
          </Button>
        </>
      }
    >
      <div className="stack-sm">
        <p className="muted text-sm">{t`Strikes before now no longer count towards taking the lots out again.`}</p>
        <FormErrorAlert error={restore.error} fallback={t`The lots could not be put back.`} fields={['note']} />
        <TextAreaField
          name="note"
          label={t`Note for the audit log`}
          optional
          value={note}
          onChange={setNote}
          maxLength={RATING_TEXT_MAX}
        />
      </div>
    </Dialog>
  );
}
