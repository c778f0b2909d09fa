import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { CalendarClock, CircleCheck, CircleX, Flag, Hourglass, type LucideIcon, Timer } from 'lucide-react';
import type { ReservationStatus } from '../../../../domain/reservation-status';
import { type PillTone, StatusPill } from '../../../components/ui/status-pill';
import type { Reservation } from '../api/get-reservations';

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

/** The pills of a reservation's heading: its status, sent or received, and reported. */
export function ReservationPills({
  reservation,
  status,
  className,
}: {
  reservation: Pick<Reservation, 'type' | 'report'>;
  status: ReservationStatus;
  className: string;
}) {
  const { t } = useLinguiMacro();
  return (
    <div className={className}>
      <ReservationStatusPill status={status} />
      <StatusPill tone="neutral">
        {reservation.type === 'received'
          ? t({ message: 'Received', context: 'one reservation' })
          : t({ message: 'Sent', context: 'one reservation' })}
      </StatusPill>
      {reservation.report ? (
        <StatusPill tone="warning" icon={Flag}>
          {t`Reported`}
        </StatusPill>
      ) : null}
    </div>
  );
}
