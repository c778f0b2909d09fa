import { useLingui } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { isSameDay } from '../../../domain/zoned-time';
import { formatInstant } from '../../lib/dates';
import { useOnline, useSavedDataUpdatedAt } from '../../lib/online-state';
import { useServerUnreachable } from '../../lib/server-reachability';

/** 'HH:mm' for today, 'DD/MM HH:mm' for an older day (app time zone, 24-hour). */
export function savedTimeLabel(updatedAt: number, now = Date.now(), zone = 'Europe/Bucharest'): string {
  return formatInstant(updatedAt, isSameDay(updatedAt, now, zone) ? 'HH:mm' : 'dd/MM HH:mm', zone);
}

/**
 * A thin bar at the top of the signed-in screens while there is no signal (or a network that
 * does not reach the server: half offline), saying how old the shown data is. It takes its own line (sticky at the top): it never covers an action.
 * The live region stays mounted so going offline is announced.
 */
export function OfflineBanner() {
  const { t } = useLingui();
  const browserOnline = useOnline();
  const unreachable = useServerUnreachable();
  const online = browserOnline && !unreachable;
  const updatedAt = useSavedDataUpdatedAt();
  const time = updatedAt ? savedTimeLabel(updatedAt) : '';
  return (
    <div className="offline-banner-slot" role="status" aria-live="polite">
      {online ? null : (
        <p className="offline-banner" data-testid="offline-banner">
          <CloudOff size={16} aria-hidden="true" />
          <span>{time ? t`Offline - data from ${time}` : t`Offline - no saved data yet`}</span>
        </p>
      )}
    </div>
  );
}
