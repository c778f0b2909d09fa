import { useLingui } from '@lingui/react/macro';
import { CalendarCheck, MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/class-names';
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

/** One lot of the list: identifier, zone, location, address, availability and "Reserve". */
export function LotCard({ lot, alternativePeriod, zone, selected, onSelect }: LotCardProps) {
  const { t } = useLingui();
  const colour = markerColour(lot);
  return (
    // The whole card selects the lot for a thumb; the button is the keyboard's way in.
    <article
      className={cx('lot-card', selected && 'lot-card--selected')}
      data-lot-id={lot.id}
      onClick={() => onSelect(lot)}
    >
      <header className="lot-card__header">
        <div className="lot-card__identifier">
          <span className="lot-card__caption">{t`Lot`}</span>
          <h3 className="lot-card__title">{lot.identifier}</h3>
        </div>
        {lot.my_reservation ? (
          <span className="pill pill--brand">
            <CalendarCheck size={14} aria-hidden="true" />
            {t`Reserved by you`}
          </span>
        ) : null}
      </header>
      <dl className="lot-card__facts">
        <div>
          <dt>{t`Zone`}</dt>
          <dd>{lot.zone || '—'}</dd>
        </div>
        <div>
          <dt className="visually-hidden">{t`Location`}</dt>
          <dd className="lot-card__location">
            <MapPin size={16} aria-hidden="true" />
            <span>
              <strong>{lot.location?.title || t`Undefined location`}</strong>
              {lot.address || lot.location?.address ? (
                <span className="muted"> · {lot.address || lot.location?.address}</span>
              ) : null}
            </span>
          </dd>
        </div>
      </dl>
      <div className={`lot-availability lot-availability--${colour}`}>
        <LotAvailabilityText lot={lot} alternativePeriod={alternativePeriod} zone={zone} />
      </div>
      <Button
        block
        className="lot-card__reserve"
        onClick={(event) => {
          event.stopPropagation();
          onSelect(lot);
        }}
      >
        {t`Reserve`}
      </Button>
    </article>
  );
}
