import { CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './class-names';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const icons = { info: Info, success: CircleCheck, warning: TriangleExclamationPoint, error: CircleExclamationPoint };

type AlertProps = { tone?: AlertTone; title?: ReactNode; children?: ReactNode; className?: string };

/** A message inside the page. Errors are announced at once (role alert), the rest politely. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div className={cx('alert', `alert--${tone}`, className)} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={20} aria-hidden="true" />
      <div className="stack-sm" style={{ gap: 2 }}>
        {title ? <p className="alert__title">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
