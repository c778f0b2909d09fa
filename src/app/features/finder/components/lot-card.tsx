import { useLingui } from '@lingui/react/macro';
import { CalendarCheck, Footprints, MapPin } from 'lucide-react';
import { PhotoStrip } from '../../../components/photos/photo-strip';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { LotFeatureList } from '../../../components/ui/lot-features';
import { noAddress, placeLine } from '../../../lib/place-line';
import { zoneLabel } from '../../../lib/zone-label';
import type { FinderLot } from '../api/find-parking-lots';
import { formatDistance } from '../../../lib/format-distance';
import type { SearchedRange } from '../lot-availability';
import { markerColour } from '../marker-colour';
import { LotAvailabilityText } from './lot-availability-text';
import { LotReputation } from './lot-reputation';

type LotCardProps = {
  lot: FinderLot;
  alternativePeriod: boolean;
  searched: SearchedRange;
  /** 'YYYY-MM-DD' in the app zone. */
  today: string;
  /** Metres from the destination (or the position); null when neither is known. */
  distance: number | null;
  selected: boolean;
  onSelect: (lot: FinderLot) => void;
};

/** One lot of the list, compact: identifier and "Reserve" on top, zone and place, distance, availability, photos. */
export function LotCard({ lot, alternativePeriod, searched, today, distance, selected, onSelect }: LotCardProps) {
  const { t, i18n } = useLingui();
  const colour = markerColour(lot);
  const place = placeLine(
    [
      lot.zone ? zoneLabel(lot.zone, t`Zone ${lot.zone}`) : null,
      lot.location?.title,
      lot.address || lot.location?.address,
    ],
    i18n._(noAddress),
  );
  return (
    // The whole card selects the lot for a thumb; the button is the keyboard's way in.
    <article
      className={cx('lot-card', selected && 'lot-card--selected')}
      data-lot-id={lot.id}
      onClick={() => onSelect(lot)}
    >
      <header className="lot-card__header">
        <h2 className="lot-card__title" elementtiming="lot-card">
          <span className="eyebrow">{t`Lot`}</span> <span className="lot-card__id">{lot.identifier}</span>
        </h2>
        {lot.my_reservation ? (
          <span className="pill pill--brand">
            <CalendarCheck size={14} aria-hidden="true" />
            {t`Reserved by you`}
          </span>
        ) : null}
        <Button
          size="sm"
          className="lot-card__reserve"
          onClick={(event) => {
            event.stopPropagation();
            onSelect(lot);
          }}
        >
          {t`Reserve`}
        </Button>
      </header>
      <p className="lot-card__place">
        <MapPin size={16} aria-hidden="true" />
        <span>{place}</span>
      </p>
      <div className="lot-card__facts">
        <div className={`lot-availability lot-availability--${colour}`}>
          <LotAvailabilityText lot={lot} alternativePeriod={alternativePeriod} searched={searched} today={today} />
        </div>
        {distance !== null ? (
          <p className="lot-card__distance tabular">
            <Footprints size={16} aria-hidden="true" />
            <span className="visually-hidden">{t`Distance:`}</span>
            <span data-testid="lot-distance">{formatDistance(distance, i18n.locale)}</span>
          </p>
        ) : null}
      </div>
      <LotReputation lot={lot} />
      <LotFeatureList
        className="lot-card__features"
        features={lot.features}
        limits={lot}
        fitReasons={lot.fit_reasons}
      />
      <PhotoStrip photos={lot.photos} subject={t`lot ${lot.identifier}`} size="card" />
    </article>
  );
}
