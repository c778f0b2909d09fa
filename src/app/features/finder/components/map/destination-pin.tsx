import { useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { Marker } from '../../../../components/map/map-parts';
import type { GeocodePlace } from '../../api/geocode';

/** Where the driver is going (the destination searched for): the cards measure from here. */
export function DestinationPin({ place }: { place: GeocodePlace }) {
  const { t } = useLingui();
  return (
    <Marker longitude={place.longitude} latitude={place.latitude} anchor="bottom" style={{ zIndex: 0 }}>
      <span className="destination-pin map-notch--down" role="img" aria-label={t`Destination: ${place.label}`}>
        <Flag size={16} aria-hidden="true" />
      </span>
    </Marker>
  );
}
