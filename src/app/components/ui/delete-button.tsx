import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Trash } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from './toast-store';

const deleteFailed = msg`Failed to delete`;

type DeleteButtonProps = {
  label: string;
  /** The confirmation's title, naming what goes. */
  title: string;
  /** Said under the title, before "Delete this item?" (e.g. what goes with it). */
  message?: string;
  busy: boolean;
  /** Deletes; rejects with the API error (shown as the server's reason, e.g. still booked). */
  onDelete: () => Promise<unknown>;
  deletedMessage: string;
  onDeleted: () => void;
};

/** A destructive action behind a confirmation; the outcome is told in a toast. */
export function DeleteButton({ label, title, message, busy, onDelete, deletedMessage, onDeleted }: DeleteButtonProps) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    onDelete().then(
      () => {
        setAsking(false);
        toast.success(deletedMessage);
        onDeleted();
      },
      (error: unknown) => {
        setAsking(false);
        toast.error(errorMessage(error, i18n._(deleteFailed)));
      },
    );
  return (
    <>
      <Button
        variant="ghost"
        block
        className="btn--destructive-ghost"
        icon={<Trash size={18} aria-hidden="true" />}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        message={message ? `${message} ${t`Delete this item?`}` : t`Delete this item?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        destructive
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
