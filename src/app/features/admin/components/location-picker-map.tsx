import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { NavigationControl } from '../../../components/map/map-parts';
import { BaseMap } from '../../../components/map/base-map';
import { PickerPin, pickedPoint, type Point } from '../../../components/map/picker-pin';

export type { Point };

/** Decimals kept of a picked position. */
const DIGITS = 6;

/** A small map: a tap (or dragging the pin) sets the location's position. Loaded lazily. */
export function LocationPickerMap({ position, onPick }: { position: Point; onPick: (point: Point) => void }) {
  const { t } = useLingui();
  return (
    <div className="admin-map" role="group" aria-label={t`Map: tap where the location is`}>
      <BaseMap
        initialViewState={{ latitude: position.latitude, longitude: position.longitude, zoom: 15 }}
        style={{ width: '100%', height: '100%' }}
        cursor="crosshair"
        onClick={(event) => onPick(pickedPoint(event.lngLat, DIGITS))}
      >
        <NavigationControl showCompass={false} position="top-right" />
        <PickerPin position={position} anchor="bottom" digits={DIGITS} onPick={onPick}>
          <MapPin size={32} color="var(--color-brand)" fill="var(--color-brand-soft)" aria-hidden="true" />
        </PickerPin>
      </BaseMap>
    </div>
  );
}
