import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { AdminLocationDetailContract } from '../../../../domain/contracts/admin-records';
import { locationPayloadSchema, locationUpdateSchema } from '../../../../domain/parking-lot';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import { typedNumber } from '../../../lib/form-numbers';
import { useSaveLocation } from '../api/admin-api';
import { Form } from '../../../components/ui/form';

const LocationPickerMap = lazy(() => import('./location-picker-map').then((m) => ({ default: m.LocationPickerMap })));

const BUCHAREST = { latitude: 44.4268, longitude: 26.1025 };
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

type Props = { location?: AdminLocationDetailContract; onSaved: (id: number) => void; onCancel: () => void };

/** Creates or edits a location: title, address, position (typed or picked on the map), access. */
export function LocationForm({ location, onSaved, onCancel }: Props) {
  const { t } = useLingui();
  const write = useSaveLocation();
  const [title, setTitle] = useState(location?.title ?? '');
  const [address, setAddress] = useState(location?.address ?? '');
  // Six decimals (about 10 cm): a stored 44.431920000000005 reads 44.43192.
  const [latitude, setLatitude] = useState(String(round6(location?.latitude ?? BUCHAREST.latitude)));
  const [longitude, setLongitude] = useState(String(round6(location?.longitude ?? BUCHAREST.longitude)));
  const [access, setAccess] = useState<string>(location?.access ?? 'public');
  const point = {
    latitude: Number(latitude) || BUCHAREST.latitude,
    longitude: Number(longitude) || BUCHAREST.longitude,
  };
  const checks = useFormChecks(write.error);
  const error = checks.error;
  // An edit takes the last answer's errors away: they were about what was sent then.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      if (write.error) write.reset();
      if (checks.failed) checks.clear();
      set(value);
    };
  return (
    <Form
      className="admin-form"
      onSubmit={() => {
        const json = {
          title,
          address: address || null,
          latitude: typedNumber(latitude),
          longitude: typedNumber(longitude),
          access,
        };
        if (!checks.passes(formIssues(location ? locationUpdateSchema : locationPayloadSchema, json))) return;
        write.mutate(
          { id: location?.id, json },
          {
            onSuccess: (answer) => {
              toast.success(location ? t`Location saved.` : t`Location created.`);
              onSaved(answer.id);
            },
            onError: (err) => toast.error(errorMessage(err, t`The location could not be saved.`)),
          },
        );
      }}
    >
      <TextField label={t`Title`} value={title} onChange={edited(setTitle)} required error={error('title')} />
      <TextField label={t`Address`} value={address} onChange={edited(setAddress)} optional error={error('address')} />
      <Suspense fallback={<SpinnerBlock />}>
        <LocationPickerMap
          position={point}
          onPick={(p) => {
            setLatitude(String(p.latitude));
            setLongitude(String(p.longitude));
          }}
        />
      </Suspense>
      <div className="admin-toolbar">
        <TextField
          label={t`Latitude`}
          inputMode="decimal"
          value={latitude}
          onChange={edited(setLatitude)}
          error={error('latitude')}
        />
        <TextField
          label={t`Longitude`}
          inputMode="decimal"
          value={longitude}
          onChange={edited(setLongitude)}
          error={error('longitude')}
        />
      </div>
      <Select
        label={t`Access`}
        value={access}
        onChange={setAccess}
        options={[
          { value: 'public', label: t`Public: everyone finds its lots` },
          { value: 'restricted', label: t`Restricted: only authorized users` },
        ]}
      />
      <div className="admin-actions">
        <Button type="submit" loading={write.isPending}>{t`Save`}</Button>
        <Button variant="secondary" onClick={onCancel}>{t`Cancel`}</Button>
      </div>
    </Form>
  );
}
