import './lot-picker.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { NavigationControl, type MapRef } from '../../../components/map/map-parts';
import { BaseMap } from '../../../components/map/base-map';
import { PickerPin, pickedPoint, type Point } from '../../../components/map/picker-pin';
import { LotPin } from './lot-pin';

export type { Point };

type Props = {
  /** The lot's position, once known. */
  position: Point | null;
  /** Where to look while there is no position (the chosen location, else the city). */
  focus: Point;
  orientation: number;
  onPick: (point: Point) => void;
};

// About a centimetre: more digits only add noise to the form.
const DIGITS = 7;

/** A small map: a tap puts the lot there, the pin can be dragged, its arrow shows the entering direction. */
export function LotPickerMap({ position, focus, orientation, onPick }: Props) {
  const { t } = useLingui();
  const mapRef = useRef<MapRef>(null);
  const target = position ?? focus;
  const { latitude, longitude } = target;
  const zoom = position ? 18 : 16;
  const hasPosition = position !== null;

  // A point set elsewhere (typed or located) that is out of sight comes into view.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !hasPosition || map.getBounds().contains([longitude, latitude])) return;
    map.easeTo({ center: [longitude, latitude], zoom: Math.max(map.getZoom(), 17) });
  }, [hasPosition, latitude, longitude]);

  // Choosing a location shows it, while the lot has no position yet.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || hasPosition) return;
    map.easeTo({ center: [focus.longitude, focus.latitude], zoom: 16 });
  }, [hasPosition, focus.latitude, focus.longitude]);

  return (
    <div className="lot-picker-map" role="group" aria-label={t`Map: tap where the parking lot is`}>
      <BaseMap
        ref={mapRef}
        initialViewState={{ latitude, longitude, zoom }}
        style={{ width: '100%', height: '100%' }}
        cursor="crosshair"
        onClick={(event) => onPick(pickedPoint(event.lngLat, DIGITS))}
      >
        <NavigationControl showCompass={false} position="top-right" />
        {position ? (
          <PickerPin position={position} anchor="center" digits={DIGITS} onPick={onPick}>
            <LotPin orientation={orientation} />
          </PickerPin>
        ) : null}
      </BaseMap>
    </div>
  );
}
