import { useLingui } from '@lingui/react/macro';
import { ArrowUp } from 'lucide-react';
import type { FinderLot } from '../api/find-parking-lots';
import type { SearchedRange } from '../lot-availability';
import { markerColour } from '../marker-colour';
import { LotAvailabilityText } from './lot-availability-text';
import { LotReputation } from './lot-reputation';
import { PhotoStrip } from '../../../components/photos/photo-strip';
import { LotFeatureList } from '../../../components/ui/lot-features';
import { noAddress, placeLine } from '../../../lib/place-line';
import { zoneLabel } from '../../../lib/zone-label';

/** Identifier, zone, location, address, availability and photos of the selected lot. */
export function LotSummary({
  lot,
  alternativePeriod,
  searched,
  today,
}: {
  lot: FinderLot;
  alternativePeriod: boolean;
  searched: SearchedRange;
  today: string;
}) {
  const { t, i18n } = useLingui();
  const place = placeLine([lot.location?.title, lot.address || lot.location?.address], i18n._(noAddress));
  return (
    <div className="lot-summary">
      <p className="lot-summary__title">
        <span className="eyebrow">{t`Lot`}</span> <strong>{lot.identifier}</strong>
        {lot.zone ? (
          <span className="muted">
            {' · '}
            {zoneLabel(lot.zone, t`Zone ${lot.zone}`)}
          </span>
        ) : null}
      </p>
      <p className="lot-summary__place muted">
        {lot.orientation_degrees !== null ? (
          <ArrowUp size={14} aria-hidden="true" style={{ transform: `rotate(${lot.orientation_degrees}deg)` }} />
        ) : null}
        {place}
      </p>
      <div className={`lot-availability lot-availability--${markerColour(lot)} text-sm`}>
        <LotAvailabilityText lot={lot} alternativePeriod={alternativePeriod} searched={searched} today={today} />
      </div>
      <LotReputation lot={lot} />
      <LotFeatureList features={lot.features} limits={lot} fitReasons={lot.fit_reasons} />
      <PhotoStrip photos={lot.photos} subject={t`lot ${lot.identifier}`} />
    </div>
  );
}
