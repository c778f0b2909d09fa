import './lot-picker.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LocateFixed } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { DEFAULT_CENTER } from '../../../components/map/raster-style';
import { Button } from '../../../components/ui/button';
import { FieldError, TextField } from '../../../components/ui/text-field';
import { SpinnerBlock } from '../../../components/ui/spinner';
import type { Point } from './lot-picker-map';
import { parseCoordinate } from './lot-form-values';

// maplibre is heavy: it loads with this map, never with the first screen.
const LotPickerMap = lazy(() => import('./lot-picker-map').then((m) => ({ default: m.LotPickerMap })));

const locateFailed = msg`Your position is not available. Tap the map or type the coordinates.`;

type Props = {
  latitude: string;
  longitude: string;
  orientation: number;
  /** The chosen location's centre, where the map looks while the lot has no position. */
  focus: Point | null;
  onChange: (latitude: string, longitude: string) => void;
  errors: { latitude?: string; longitude?: string };
};

/** Where the lot is: a tap on the small map, the phone's position, or typed coordinates. */
export function LotPositionFields({ latitude, longitude, orientation, focus, onChange, errors }: Props) {
  const { t, i18n } = useLingui();
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string>();
  const lat = parseCoordinate(latitude, 90);
  const lng = parseCoordinate(longitude, 180);
  const position = lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null;
  const pick = (point: Point) => onChange(String(point.latitude), String(point.longitude));

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocateError(i18n._(locateFailed));
    setLocating(true);
    setLocateError(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        pick({
          latitude: Math.round(coords.latitude * 1e7) / 1e7,
          longitude: Math.round(coords.longitude * 1e7) / 1e7,
        });
      },
      () => {
        setLocating(false);
        setLocateError(i18n._(locateFailed));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <div className="stack-sm">
      <p className="text-sm muted">{t`Tap the map where the lot is; drag the pin to adjust.`}</p>
      <div className="lot-picker-frame">
        <Suspense fallback={<SpinnerBlock label={t`Loading map...`} />}>
          <LotPickerMap position={position} focus={focus ?? DEFAULT_CENTER} orientation={orientation} onPick={pick} />
        </Suspense>
      </div>
      <Button
        variant="secondary"
        size="sm"
        icon={<LocateFixed size={16} aria-hidden="true" />}
        loading={locating}
        onClick={locate}
      >
        {t`Use my current position`}
      </Button>
      {locateError ? <FieldError message={locateError} /> : null}
      <div className="field-pair">
        {(
          [
            { name: 'latitude', label: t`Latitude`, value: latitude, set: (v: string) => onChange(v, longitude) },
            { name: 'longitude', label: t`Longitude`, value: longitude, set: (v: string) => onChange(latitude, v) },
          ] as const
        ).map((coordinate) => (
          <TextField
            key={coordinate.name}
            label={coordinate.label}
            name={coordinate.name}
            inputMode="decimal"
            value={coordinate.value}
            onChange={coordinate.set}
            error={errors[coordinate.name]}
          />
        ))}
      </div>
    </div>
  );
}
