import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon?: LucideIcon; title: ReactNode; children?: ReactNode; action?: ReactNode };

/** What a list or screen shows when there is nothing in it, and what to do next. */
export function EmptyState({ icon: Icon = Inbox, title, children, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon">
        <Icon size={28} aria-hidden="true" />
      </span>
      <p className="empty-state__title">
        <strong>{title}</strong>
      </p>
      {children ? <div>{children}</div> : null}
      {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
    </div>
  );
}
