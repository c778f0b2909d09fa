import './selected-lot-panel.css';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, QrCode, X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Directions } from '../../../components/ui/directions';
import type { FinderLot } from '../api/find-parking-lots';
import type { CreatedReservation } from '../api/reserve-lot';
import type { SearchedRange } from '../lot-availability';
import { LotSummary } from './lot-summary';

export type SelectedLotPanelProps = {
  lot: FinderLot;
  alternativePeriod: boolean;
  searched: SearchedRange;
  /** 'YYYY-MM-DD' in the app zone. */
  today: string;
  /** The app's time zone (the reservation form's). */
  zone: string;
  /** The current user's own lot cannot be booked by them. */
  ownLot: boolean;
  created: CreatedReservation | null;
  onClose: () => void;
  /** The reservation form. */
  children: ReactNode;
};

/**
 * The bottom sheet of the selected lot: its summary, then the notice of a reservation or the
 * form. Opens at its peek; the caller keys it by lot, so another lot opens folded again.
 */
export function SelectedLotPanel({
  lot,
  alternativePeriod,
  searched,
  today,
  ownLot,
  created,
  onClose,
  children,
}: SelectedLotPanelProps) {
  const { t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dragFrom = useRef<number | null>(null);
  const dragged = useRef(false);
  // The sheet opens at its peek (the map and the lot's marker stay visible above it).
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    closeRef.current?.focus({ preventScroll: true });
  }, [lot.id]);
  const onPointerUp = (event: PointerEvent) => {
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from === null) return;
    const moved = event.clientY - from;
    dragged.current = Math.abs(moved) > 24;
    if (dragged.current) setExpanded(moved < 0);
  };
  const registration = lot.my_reservation?.automobile?.registration_number ?? created?.automobile_registration ?? '';
  return (
    <section
      className="lot-panel"
      aria-label={t`Parking lot ${lot.identifier}`}
      data-lot-id={lot.id}
      data-expanded={expanded || undefined}
    >
      {/* Drag up or down (or tap) to expand or fold the sheet. */}
      <button
        type="button"
        className="lot-panel__grip"
        aria-expanded={expanded}
        aria-label={expanded ? t`Show less` : t`Show more`}
        onPointerDown={(event) => {
          dragFrom.current = event.clientY;
        }}
        onPointerUp={onPointerUp}
        onClick={() => {
          if (!dragged.current) setExpanded(!expanded);
          dragged.current = false;
        }}
      />
      <header className="lot-panel__header">
        <div className="lot-panel__summary">
          <LotSummary lot={lot} alternativePeriod={alternativePeriod} searched={searched} today={today} />
          <Directions
            lat={lot.latitude}
            lng={lot.longitude}
            label={lot.identifier}
            orientation={lot.orientation_degrees}
          />
        </div>
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
          <span className="row lot-panel__links">
            {created ? null : (
              <Link to="/reservations/$reservationId" params={{ reservationId: String(lot.my_reservation.id) }}>
                {t`Open the reservation`}
              </Link>
            )}
            <Link to="/reservations/$reservationId/pass" params={{ reservationId: String(lot.my_reservation.id) }}>
              <QrCode size={16} aria-hidden="true" /> {t`Show the pass`}
            </Link>
          </span>
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
