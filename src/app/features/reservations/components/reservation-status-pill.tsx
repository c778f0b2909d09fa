import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CalendarClock, CircleCheck, CircleX, Hourglass, type LucideIcon, Timer } from 'lucide-react';
import type { ReservationStatus } from '../../../../domain/reservation-status';
import { type PillTone, StatusPill } from '../../../components/ui/status-pill';

const looks: Record<ReservationStatus, { label: MessageDescriptor; tone: PillTone; icon: LucideIcon }> = {
  scheduled: { label: msg`Scheduled`, tone: 'info', icon: CalendarClock },
  active: { label: msg`Active`, tone: 'success', icon: Timer },
  expired: { label: msg`Expired`, tone: 'neutral', icon: Hourglass },
  finalized: { label: msg`Finalized`, tone: 'brand', icon: CircleCheck },
  cancelled: { label: msg`Cancelled`, tone: 'danger', icon: CircleX },
};

/** A reservation's status as a word with its colour and icon. */
export function ReservationStatusPill({ status }: { status: ReservationStatus }) {
  const { i18n } = useLingui();
  const look = looks[status];
  return (
    <StatusPill tone={look.tone} icon={look.icon}>
      {i18n._(look.label)}
    </StatusPill>
  );
}
