import { useLingui } from '@lingui/react/macro';
import { CalendarCheck, MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
import { zoneLabel } from '../../../lib/zone-label';
import type { FinderLot } from '../api/find-parking-lots';
import { markerColour } from '../marker-colour';
import { LotAvailabilityText } from './lot-availability-text';

type LotCardProps = {
  lot: FinderLot;
  alternativePeriod: boolean;
  zone: string;
  selected: boolean;
  onSelect: (lot: FinderLot) => void;
};

/** One lot of the list, compact: identifier and "Reserve" on top, zone and place, availability. */
export function LotCard({ lot, alternativePeriod, zone, selected, onSelect }: LotCardProps) {
  const { t } = useLingui();
  const colour = markerColour(lot);
  const place = [
    lot.zone ? zoneLabel(lot.zone, t`Zone ${lot.zone}`) : null,
    lot.location?.title || t`Undefined location`,
    lot.address || lot.location?.address,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    // The whole card selects the lot for a thumb; the button is the keyboard's way in.
    <article
      className={cx('lot-card', selected && 'lot-card--selected')}
      data-lot-id={lot.id}
      onClick={() => onSelect(lot)}
    >
      <header className="lot-card__header">
        <h2 className="lot-card__title">
          <span className="lot-card__caption">{t`Lot`}</span> <span className="lot-card__id">{lot.identifier}</span>
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
      <div className={`lot-availability lot-availability--${colour}`}>
        <LotAvailabilityText lot={lot} alternativePeriod={alternativePeriod} zone={zone} />
      </div>
    </article>
  );
}
