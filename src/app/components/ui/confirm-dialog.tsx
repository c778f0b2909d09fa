import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. the SPEC's "Are you sure you want to cancel this reservation?". */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** While the confirmed action runs: the confirm button spins, nothing closes. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Fields under the question (e.g. a reason to give). */
  children?: ReactNode;
};

/** Asks before a destructive or irreversible action. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive,
  busy,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onCancel())}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t`No`}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t`Yes`}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
      {children}
    </Dialog>
  );
}
