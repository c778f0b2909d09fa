import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDashed, CircleX, Clock } from 'lucide-react';
import { displayCalendarDate } from '../../../domain/calendar-date';
import type { ExpiryState } from '../../../domain/documents';
import { StatusPill } from './status-pill';

/** The state of a document, licence or category in words (colour never alone). */
export function ExpiryStatePill({ state }: { state: ExpiryState }) {
  const { t } = useLingui();
  if (state.state === 'none') return <StatusPill icon={CircleDashed}>{t`None recorded`}</StatusPill>;
  const date = displayCalendarDate(state.expiry);
  if (state.state === 'expired')
    return (
      <StatusPill tone="danger" icon={CircleX}>
        {t`Expired since ${date}`}
      </StatusPill>
    );
  if (state.state === 'expiring') {
    const days = state.daysLeft;
    return (
      <StatusPill tone="warning" icon={Clock}>
        {days === 0 ? t`Expires today` : days === 1 ? t`Expires tomorrow` : t`Expires in ${days} days`}
      </StatusPill>
    );
  }
  return (
    <StatusPill tone="success" icon={CircleCheck}>
      {t`Valid until ${date}`}
    </StatusPill>
  );
}
