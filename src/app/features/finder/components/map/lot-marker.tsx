import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { Marker } from '../../../../components/map/map-parts';
import { cx } from '../../../../components/ui/class-names';
import { formatDateTime } from '../../../../lib/dates';
import type { FinderMarker } from '../../api/find-parking-lots';
import { mapMarkerColour, markerSize } from '../../marker-colour';

type LotMarkerProps = {
  lot: FinderMarker;
  zoom: number;
  zone: string;
  selected: boolean;
  onSelect: (lot: FinderMarker) => void;
};

/**
 * A lot on the map: a pin coloured by availability (with its identifier, so colour is never
 * alone), an arrow toward the recommended entry (orientation_degrees), sized with the zoom.
 */
export function LotMarker({ lot, zoom, zone, selected, onSelect }: LotMarkerProps) {
  const { t } = useLingui();
  const colour = mapMarkerColour(lot);
  const state = {
    blue: t`your reservation`,
    green: t`available, no end limit`,
    orange: t`available until ${formatDateTime(lot.available_to, zone)}`,
    grey: t`not available`,
  }[colour];
  const style = { '--marker-size': `${markerSize(zoom)}px` } as CSSProperties;
  return (
    <Marker
      longitude={lot.longitude}
      latitude={lot.latitude}
      anchor="center"
      style={{ zIndex: selected ? 2 : 1 }}
      onClick={(event) => {
        event.originalEvent.stopPropagation();
        onSelect(lot);
      }}
    >
      <button
        type="button"
        className={cx('lot-marker', selected && 'lot-marker--selected')}
        data-colour={colour}
        data-lot-id={lot.id}
        style={style}
        aria-label={t`Lot ${lot.identifier}: ${state}`}
      >
        <span className="lot-marker__pin">
          {lot.orientation_degrees !== null ? (
            <span
              className="lot-marker__arrow map-notch--up"
              style={{ transform: `rotate(${lot.orientation_degrees}deg)` }}
              aria-hidden="true"
            />
          ) : null}
        </span>
        <span className="lot-marker__label" aria-hidden="true">
          {lot.identifier}
        </span>
      </button>
    </Marker>
  );
}
