import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Crosshair, Lock, ParkingSquare } from 'lucide-react';
import { Marker, Popup } from '../../../../components/map/map-parts';
import { Button } from '../../../../components/ui/button';
import type { LotLocation } from '../../api/find-parking-lots';
import type { LocationGroup } from '../../map-geometry';

type LocationMarkerProps = {
  group: LocationGroup;
  open: boolean;
  onOpen: (id: number | null) => void;
  /** Shows the location's lots (fitted into the uncovered part of the map). */
  onViewOnMap: (location: LotLocation) => void;
};

/** A location (always shown) with the number of lots found there; its popup tells more. */
export function LocationMarker({ group, open, onOpen, onViewOnMap }: LocationMarkerProps) {
  const { t } = useLingui();
  const { location, count } = group;
  const title = location.title || t`location`;
  return (
    <>
      <Marker
        longitude={location.longitude}
        latitude={location.latitude}
        anchor="bottom"
        onClick={(event) => {
          event.originalEvent.stopPropagation();
          onOpen(open ? null : location.id);
        }}
      >
        <button
          type="button"
          className="location-marker map-notch--down"
          data-location-id={location.id}
          aria-label={t`${title}: ${plural(count, { one: '# parking lot', other: '# parking lots' })}`}
          aria-expanded={open}
        >
          <ParkingSquare size={16} aria-hidden="true" />
          <span className="tabular">{count}</span>
        </button>
      </Marker>
      {open ? (
        <Popup
          longitude={location.longitude}
          latitude={location.latitude}
          anchor="top"
          offset={8}
          closeButton={false}
          onClose={() => onOpen(null)}
          maxWidth="260px"
        >
          <div className="location-popup" data-location-id={location.id}>
            <p className="location-popup__title">{title}</p>
            {location.address ? <p className="muted">{location.address}</p> : null}
            <p className="location-popup__access">
              {location.access === 'restricted' ? <Lock size={14} aria-hidden="true" /> : null}
              {location.access === 'restricted' ? t`Restricted access (authorized users)` : t`Public access`}
            </p>
            <p>{t`${plural(count, { one: '# parking lot found', other: '# parking lots found' })}`}</p>
            <Button
              size="sm"
              block
              icon={<Crosshair size={16} aria-hidden="true" />}
              onClick={() => {
                onOpen(null);
                onViewOnMap(location);
              }}
            >
              {t`View on map`}
            </Button>
          </div>
        </Popup>
      ) : null}
    </>
  );
}
