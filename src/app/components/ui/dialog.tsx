import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './class-names';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons, primary last (on phones they stack with the primary on top). */
  actions?: ReactNode;
  /** A close button (×) beside the title, for a dialog that shows a record rather than asks. */
  dismissible?: boolean;
  /** Wider on a large screen (a record with lists), still the screen's width on a phone. */
  wide?: boolean;
};

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert and closes
 * it on Escape; a click on the backdrop closes it too. Focus returns to the opener.
 */
export function Dialog({ open, onClose, title, children, actions, dismissible, wide }: DialogProps) {
  const { t } = useLingui();
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
      className={cx('dialog', wide && 'dialog--wide')}
      aria-labelledby={titleId}
      // React passes a nested dialog's cancel and close up to this one's handlers (they do not
      // bubble in the DOM): only this dialog's own events close it, or confirming a question
      // asked over a record's detail would close the detail too.
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      // Chrome closes a dialog on a second Escape without a cancel event when the page has had
      // no user activation since the first one: the state follows it rather than stay "open".
      onClose={(event) => {
        if (event.target === event.currentTarget && open) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <>
          <div className="dialog__body">
            <div className={cx('dialog__head', dismissible && 'dialog__head--sticky')}>
              <h2 id={titleId}>{title}</h2>
              {dismissible ? (
                <button type="button" className="btn btn--ghost btn--icon dialog__close" onClick={onClose}>
                  <X size={20} aria-hidden="true" />
                  <span className="visually-hidden">{t`Close`}</span>
                </button>
              ) : null}
            </div>
            {children}
          </div>
          {actions ? <div className="dialog__actions">{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
