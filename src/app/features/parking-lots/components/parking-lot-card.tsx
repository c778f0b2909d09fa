import './parking-lots.css';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DateTime } from 'luxon';
import { CalendarClock, ChevronRight, Zap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { ParkingLot } from '../api/parking-lot-types';
import { lotAvailability } from '../lot-availability';
import { AvailabilityPill } from './availability-pill';
import { FastAvailability } from './fast-availability';
import { zoneLabel } from '../../../lib/zone-label';

type Props = { lot: ParkingLot; now: DateTime; zone?: string };

/** One of the owner's lots: where it is, its availability and reservations at a glance. */
export function ParkingLotCard({ lot, now, zone }: Props) {
  const { t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const upcoming = lot.upcoming_reservations_count ?? 0;
  const place = [lot.zone ? zoneLabel(lot.zone, t`Zone ${lot.zone}`) : null, lot.location?.title]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="owned-lot card stack-md">
      <Link to="/parking-lots/$lotId" params={{ lotId: String(lot.id) }} className="owned-lot__main">
        <div className="owned-lot__text">
          <p className="owned-lot__identifier">{lot.identifier}</p>
          {place ? <p className="text-sm">{place}</p> : null}
          {lot.address || lot.location?.address ? (
            <p className="text-sm muted">{lot.address || lot.location?.address}</p>
          ) : null}
        </div>
        <ChevronRight size={20} aria-hidden="true" className="muted" />
      </Link>
      <div className="owned-lot__state">
        <AvailabilityPill view={lotAvailability(lot, now, zone)} now={now} />
        <span className={upcoming > 0 ? 'owned-lot__count owned-lot__count--some' : 'owned-lot__count'}>
          <CalendarClock size={16} aria-hidden="true" />
          <Plural
            value={upcoming}
            _0="No upcoming reservations"
            one="# upcoming reservation"
            other="# upcoming reservations"
          />
        </span>
      </div>
      <Button
        variant="secondary"
        size="sm"
        block
        icon={<Zap size={16} aria-hidden="true" />}
        onClick={() => setChoosing(true)}
      >
        {t`Set availability`}
      </Button>
      <Dialog
        open={choosing}
        onClose={() => setChoosing(false)}
        title={t`Availability of ${lot.identifier}`}
        actions={
          <Button variant="secondary" onClick={() => setChoosing(false)}>
            {t`Done`}
          </Button>
        }
      >
        <div className="row">
          <AvailabilityPill view={lotAvailability(lot, now, zone)} now={now} />
        </div>
        <FastAvailability lot={lot} />
      </Dialog>
    </li>
  );
}
