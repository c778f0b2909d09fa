import type { ReactNode } from 'react';

type PanelToggleProps = {
  className: string;
  open: boolean;
  /** The id of the panel it opens, rendered only while open. */
  panelId: string;
  onToggle: (open: boolean) => void;
  children: ReactNode;
};

/** The button that opens and closes one of the finder's panels (the period editor, the filters). */
export function PanelToggle({ className, open, panelId, onToggle, children }: PanelToggleProps) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => onToggle(!open)}
    >
      {children}
    </button>
  );
}
