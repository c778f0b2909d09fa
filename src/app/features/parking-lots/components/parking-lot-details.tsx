import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import type { ParkingLot } from '../api/parking-lot-types';
import { lotAvailability } from '../lot-availability';
import { windowSentence } from '../window-sentence';
import { AvailabilityPill } from './availability-pill';
import { FastAvailability } from './fast-availability';
import { LotFacts } from './lot-facts';
import { LotPhotosCard } from './lot-photos-card';
import { LotReservations } from './lot-reservations';
import { useNow } from './use-now';
import { WeeklyScheduleCard } from './weekly-schedule-card';

type Props = { lot: ParkingLot; zone?: string; actions: ReactNode };

/** A lot for its owner: availability with one-tap changes, upcoming reservations, facts, actions. */
export function ParkingLotDetails({ lot, zone, actions }: Props) {
  const { t, i18n } = useLingui();
  const now = useNow(zone);
  const view = lotAvailability(lot, now, zone);
  const sentence = windowSentence(i18n, lot, now, zone);
  return (
    <>
      <Card title={t`Availability`} className="stack-sm">
        <div className="row">
          <AvailabilityPill view={view} now={now} />
        </div>
        {view.state === 'private' ? (
          <p className="text-sm muted">{t`Drivers cannot find this lot yet. Make it available to publish it.`}</p>
        ) : sentence ? (
          <p className="lot-window-sentence tabular">{sentence}</p>
        ) : null}
        <FastAvailability lot={lot} />
      </Card>
      <WeeklyScheduleCard lotId={lot.id} />
      <LotReservations lot={lot} />
      <LotPhotosCard lot={lot} />
      <Card title={t`Details`}>
        <LotFacts lot={lot} />
      </Card>
      <div className="stack-sm">{actions}</div>
    </>
  );
}
