import { useLingui } from '@lingui/react/macro';
import { MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { CONTEST_NOTE_MAX } from '../../../../domain/report-rules';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { toast } from '../../../components/ui/toast-store';
import { fieldError } from '../../../lib/api-error';
import { useContestReport } from '../api/contest-report';
import { TextAreaField } from '../../../components/ui/text-area-field';

/** The owner disputes the driver's report: a note for the administrators, required, sent once. */
export function ContestReport({ reservationId }: { reservationId: number }) {
  const { t } = useLingui();
  const contest = useContestReport();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const confirm = () => {
    if (!note.trim()) return setMissing(true);
    contest.mutate(
      { id: reservationId, body: { note: note.trim() } },
      {
        onSuccess: () => {
          setOpen(false);
          setNote('');
          toast.success(t`Contest sent; an administrator will decide.`);
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="secondary"
        block
        icon={<MessageSquareWarning size={18} aria-hidden="true" />}
        onClick={() => {
          contest.reset();
          setMissing(false);
          setOpen(true);
        }}
      >
        {t`Contest`}
      </Button>
      <ConfirmDialog
        open={open}
        title={t`Contest the report`}
        message={t`If the spot was free, say so: an administrator reads both sides and may charge the driver as if the reservation had ended at the report.`}
        confirmLabel={t`Send the contest`}
        cancelLabel={t`Back`}
        busy={contest.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <FormErrorAlert error={contest.error} fallback={t`The contest could not be sent.`} fields={['note']} />
        <TextAreaField
          name="note"
          label={t`What happened`}
          value={note}
          onChange={(value) => {
            setNote(value);
            if (value.trim()) setMissing(false);
          }}
          maxLength={CONTEST_NOTE_MAX}
          error={missing ? t`Say what happened.` : fieldError(contest.error, 'note')}
        />
      </ConfirmDialog>
    </>
  );
}
