import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import type { FinderLot } from '../api/find-parking-lots';
import type { CreatedReservation } from '../api/reserve-lot';
import { LotSummary } from './lot-summary';

export type SelectedLotPanelProps = {
  lot: FinderLot;
  alternativePeriod: boolean;
  zone: string;
  /** The current user's own lot cannot be booked by them. */
  ownLot: boolean;
  created: CreatedReservation | null;
  onClose: () => void;
  /** The reservation form. */
  children: ReactNode;
};

/** The bottom sheet of the selected lot: its summary, then the notice of a reservation or the form. */
export function SelectedLotPanel({
  lot,
  alternativePeriod,
  zone,
  ownLot,
  created,
  onClose,
  children,
}: SelectedLotPanelProps) {
  const { t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus({ preventScroll: true });
  }, [lot.id]);
  const registration = lot.my_reservation?.automobile?.registration_number ?? created?.automobile_registration ?? '';
  return (
    <section className="lot-panel" aria-label={t`Parking lot ${lot.identifier}`} data-lot-id={lot.id}>
      <div className="lot-panel__grip" aria-hidden="true" />
      <header className="lot-panel__header">
        <LotSummary lot={lot} alternativePeriod={alternativePeriod} zone={zone} />
        <button ref={closeRef} type="button" className="lot-panel__close" aria-label={t`Close`} onClick={onClose}>
          <X size={22} aria-hidden="true" />
        </button>
      </header>
      {created ? (
        <Alert tone="success" title={t`Reservation created`}>
          <Link to="/reservations/$reservationId" params={{ reservationId: String(created.id) }}>
            {t`Open the reservation`}
          </Link>
        </Alert>
      ) : null}
      {lot.my_reservation ? (
        <Alert tone="info" title={t`Reserved by you`}>
          <span className="row">
            <CalendarCheck size={16} aria-hidden="true" />
            {t`You already have an active reservation for this parking lot for automobile ${registration}`}
          </span>
          {created ? null : (
            <Link to="/reservations/$reservationId" params={{ reservationId: String(lot.my_reservation.id) }}>
              {t`Open the reservation`}
            </Link>
          )}
        </Alert>
      ) : ownLot ? (
        <Alert tone="info" title={t`This is your parking lot`}>
          {t`You cannot reserve your own parking lot.`}
        </Alert>
      ) : (
        children
      )}
    </section>
  );
}
