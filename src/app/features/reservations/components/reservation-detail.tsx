import './reservations.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MapPin, Phone, QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CreditSettings } from '../../../../domain/credits';
import { isOpen } from '../../../../domain/reservation-status';
import { StaticLotMap } from '../../../components/map/static-lot-map';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Directions } from '../../../components/ui/directions';
import { formatDateTime } from '../../../lib/dates';
import { cancelReasonText } from '../../../lib/report-reasons';
import { isAdmin } from '../../../lib/session-store';
import { useSession } from '../../../lib/use-session';
import { usePass } from '../api/get-pass';
import type { Reservation } from '../api/get-reservations';
import { reservationState } from '../reservation-state';
import { useNow } from '../use-now';
import { AccessInstructions } from './access-instructions';
import { ExtendReservation } from './extend-reservation';
import { FinalizeEstimate } from './finalize-estimate';
import { ReservationActions } from './reservation-actions';
import { ReservationCountdown } from './reservation-countdown';
import { ReportSpot } from './report-spot';
import { ReportSummary } from './report-summary';
import { ReservationPills } from './reservation-status-pill';
import { noAddress, placeLine } from '../../../lib/place-line';
import { zoneLabel } from '../../../lib/zone-label';

type ReservationDetailProps = {
  reservation: Reservation;
  zone: string;
  settings: CreditSettings;
  /** The map tiles (GET /api/config), for the still map of the lot. */
  tiles?: { url: string; attribution: string };
};

/** The map opens on the lot at a zoom where lots show (docs/home-finder.md). */
const FOCUS_LINK_ZOOM = 19;

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="detail-facts__item">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

/** One reservation in full, with a live countdown and what finalizing now would cost. */
export function ReservationDetail({ reservation: r, zone, settings, tiles }: ReservationDetailProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const now = useNow(1000);
  const state = reservationState(r, now, zone, isAdmin(session));
  const place = r.place ?? '';
  // The address has its own line below; "no address" only when there is nothing at all.
  const where = placeLine(
    [r.zone ? zoneLabel(r.zone, t`Zone ${r.zone}`) : null, r.location],
    r.address ? '' : i18n._(noAddress),
  );
  // The driver's pass is fetched with the reservation, so it is on the device when the lot has no signal.
  const hasPass = r.type === 'sent' && isOpen(state.status);
  usePass(r.id, hasPass);
  return (
    <div className="stack">
      <Card className="reservation-summary">
        <ReservationPills reservation={r} status={state.status} className="reservation-summary__pills" />
        <p className="reservation-summary__place" elementtiming="reservation">
          <Trans>
            Place <span className="nowrap">{place}</span>
          </Trans>
        </p>
        {where ? <p className="muted">{where}</p> : null}
        {r.address ? <p className="muted text-sm">{r.address}</p> : null}
        <ReservationCountdown state={state} now={now} />
        <AccessInstructions text={r.access_instructions} open={hasPass} />
        {hasPass ? (
          <Link
            to="/reservations/$reservationId/pass"
            params={{ reservationId: String(r.id) }}
            className={buttonClass({ block: true })}
          >
            <QrCode size={18} aria-hidden="true" />
            {t`Show the pass`}
          </Link>
        ) : null}
        {/* At the lot, next to the pass: the driver who finds the spot taken needs it at once. */}
        {r.type === 'sent' ? (
          <ReportSpot reservation={r} canReport={state.canReport} reportClosed={state.reportClosed} zone={zone} />
        ) : null}
      </Card>
      {r.report ? (
        <ReportSummary
          reservationId={r.id}
          report={r.report}
          driver={r.type === 'sent'}
          canContest={state.canContest}
          zone={zone}
        />
      ) : null}

      {r.parking_lot ? (
        <Card title={t`Getting there`} className="stack-sm">
          {tiles ? (
            <StaticLotMap
              tileUrl={tiles.url}
              attribution={tiles.attribution}
              lat={r.parking_lot.latitude}
              lng={r.parking_lot.longitude}
              orientation={r.parking_lot.orientation_degrees}
              label={place}
            />
          ) : null}
          <Directions
            lat={r.parking_lot.latitude}
            lng={r.parking_lot.longitude}
            label={place}
            orientation={r.parking_lot.orientation_degrees}
          />
          <Link
            to="/"
            search={{
              lat: r.parking_lot.latitude,
              lng: r.parking_lot.longitude,
              zoom: FOCUS_LINK_ZOOM,
              lot: r.parking_lot_id,
              mode: 'map',
            }}
            className={buttonClass({ variant: 'secondary', block: true })}
          >
            <MapPin size={18} aria-hidden="true" />
            {t`View on map`}
          </Link>
        </Card>
      ) : null}

      <FinalizeEstimate reservation={r} state={state} now={now} settings={settings} />
      <ReservationActions reservation={r} state={state} block />
      <ExtendReservation reservation={r} state={state} zone={zone} settings={settings} />

      <Card title={t`Details`}>
        <dl className="detail-facts">
          <Fact label={t`Start`}>
            <span className="tabular">{formatDateTime(r.start_time, zone)}</span>
          </Fact>
          <Fact label={t`End`}>
            <span className="tabular">{formatDateTime(r.end_time, zone)}</span>
          </Fact>
          <Fact label={r.automobile_id ? t`Automobile` : t`Visitor registration`}>
            <span className="registration">{r.automobile_registration}</span>
          </Fact>
          {r.visitor_phone ? <Fact label={t`Visitor phone`}>{r.visitor_phone}</Fact> : null}
          <Fact label={t`Credits reserved`}>
            <span className="tabular">{r.credits_reserved}</span>
          </Fact>
          <Fact label={t`Credits paid`}>
            <span className="tabular">{isOpen(state.status) ? t`on finish` : r.credits_paid}</span>
          </Fact>
          {r.finalized_at ? <Fact label={t`Finalized at`}>{formatDateTime(r.finalized_at, zone)}</Fact> : null}
          {r.cancelled_at ? <Fact label={t`Cancelled at`}>{formatDateTime(r.cancelled_at, zone)}</Fact> : null}
          {/* A report's reason is said by its own card (ReportSummary). */}
          {r.cancel_reason && !r.report ? (
            <Fact label={t`Reason for cancelling`}>
              <q>{cancelReasonText(r.cancel_reason, (descriptor) => i18n._(descriptor))}</q>
            </Fact>
          ) : null}
          {r.type === 'received' ? (
            <>
              <Fact label={t`Made by`}>{r.made_by}</Fact>
              <Fact label={t`Phone`}>
                {r.phone ? (
                  <a className="text-link" href={`tel:${r.phone.replace(/\s+/g, '')}`}>
                    <Phone size={14} aria-hidden="true" /> {r.phone}
                  </a>
                ) : null}
              </Fact>
            </>
          ) : null}
        </dl>
      </Card>
    </div>
  );
}
