import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import type { ParkingLot } from '../api/parking-lot-types';
import { formatPeriod } from '../format-period';
import { lotAvailability } from '../lot-availability';
import { AvailabilityPill } from './availability-pill';
import { FastAvailability } from './fast-availability';
import { LotFacts } from './lot-facts';
import { LotReservations } from './lot-reservations';
import { useNow } from './use-now';

type Props = { lot: ParkingLot; zone?: string; actions: ReactNode };

/** A lot for its owner: availability with one-tap changes, upcoming reservations, facts, actions. */
export function ParkingLotDetails({ lot, zone, actions }: Props) {
  const { t } = useLingui();
  const now = useNow(zone);
  const view = lotAvailability(lot, now, zone);
  const window = formatPeriod(lot.available_from, lot.available_to, t`UNLIMITED`, zone);
  return (
    <>
      <Card title={t`Availability`} className="stack-sm">
        <div className="row">
          <AvailabilityPill view={view} now={now} />
        </div>
        {view.state === 'private' ? (
          <p className="text-sm muted">{t`Drivers cannot find this lot yet. Make it available to publish it.`}</p>
        ) : window ? (
          <p className="text-sm tabular">
            <span className="muted">{t`Available:`}</span> {window}
          </p>
        ) : null}
        <FastAvailability lot={lot} />
      </Card>
      <LotReservations lot={lot} />
      <Card title={t`Details`}>
        <LotFacts lot={lot} />
      </Card>
      <div className="stack-sm">{actions}</div>
    </>
  );
}
