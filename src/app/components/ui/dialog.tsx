import { useEffect, useId, useRef, type ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons, primary last (on phones they stack with the primary on top). */
  actions?: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert and closes
 * it on Escape; a click on the backdrop closes it too. Focus returns to the opener.
 */
export function Dialog({ open, onClose, title, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <>
          <div className="dialog__body">
            <h2 id={titleId}>{title}</h2>
            {children}
          </div>
          {actions ? <div className="dialog__actions">{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
