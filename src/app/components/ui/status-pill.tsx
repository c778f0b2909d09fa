import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type PillTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

type StatusPillProps = { tone?: PillTone; icon?: LucideIcon; children: ReactNode };

/**
 * A small coloured label. Colour never carries the meaning alone: always pass a word
 * (and an icon where it helps). Features map their states to tones, e.g. reservation
 * status scheduled -> info, active -> success, expired -> neutral, cancelled -> danger.
 */
export function StatusPill({ tone = 'neutral', icon: Icon, children }: StatusPillProps) {
  return (
    <span className={`pill pill--${tone}`}>
      {Icon ? <Icon size={14} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
