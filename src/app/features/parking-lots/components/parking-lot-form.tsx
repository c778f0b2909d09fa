import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { parkingLotCreateSchema, parkingLotUpdateSchema } from '../../../../domain/parking-lot';
import { APP_ZONE } from '../../../lib/dates';
import { formIssues } from '../../../lib/form-issues';
import { useFormFields } from '../../../lib/use-form-fields';
import { useLocationOptions } from '../api/get-location-options';
import type { AccessType, EnteringType, ParkingLot } from '../api/parking-lot-types';
import { useSaveParkingLot } from '../api/save-parking-lot';
import { accessTypeLabels, accessTypeOrder, enteringTypeLabels, enteringTypeOrder } from './lot-labels';
import { initialLotValues, lotInput, type LotFormValues } from './lot-form-values';
import { AccessInstructionsField } from './access-instructions-field';
import { LotFeaturesFields } from './lot-features-fields';
import { LotOrientationField } from './lot-orientation-field';
import { LotPositionFields } from './lot-position-fields';
import { LotWindowFields } from './lot-window-fields';

const saved = msg`Parking lot saved`;
const saveFailed = msg`Failed to save the parking lot`;

type Props = { lot?: ParkingLot; onSaved: (lot: ParkingLot) => void };

/** Add or edit a lot: every field of SPEC.md section 3; the server's field errors under each field. */
export function ParkingLotForm({ lot, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const save = useSaveParkingLot(lot?.id);
  const locations = useLocationOptions();
  const { error } = save;
  const { values, setValues, set, checks, field } = useFormFields<LotFormValues>(() => initialLotValues(lot), error);
  const chosen = locations.data?.find((l) => String(l.id) === values.location_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = lotInput(values, lot);
    const schema = lot ? parkingLotUpdateSchema(APP_ZONE) : parkingLotCreateSchema(APP_ZONE);
    if (!checks.passes(formIssues(schema, body))) return;
    save.mutate(body, {
      onSuccess: (answer) => {
        toast.success(i18n._(saved));
        onSaved(answer);
      },
    });
  };

  const locationOptions = (locations.data ?? []).map((l) => ({
    value: String(l.id),
    label: [l.title, l.address, l.access === 'restricted' ? t`restricted` : null].filter(Boolean).join(' · '),
  }));
  // A lot may sit in a location the owner no longer sees among the options: keep it choosable.
  if (lot?.location && !locationOptions.some((o) => o.value === String(lot.location_id))) {
    locationOptions.unshift({ value: String(lot.location.id), label: lot.location.title });
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <FormErrorAlert error={error} fallback={i18n._(saveFailed)} checkFailed={checks.failed} />
      <Card title={t`The lot`} className="stack">
        <TextField
          label={t`Lot number`}
          required
          {...field('identifier')}
          hint={t`As painted on the ground, e.g. 12 or B-04.`}
        />
        <TextField label={t`Zone`} optional {...field('zone')} />
        <TextField label={t`Address`} optional autoComplete="street-address" {...field('address')} />
        <Select
          label={t`Location`}
          options={locationOptions}
          placeholder={t`No location`}
          hint={
            locations.isError ? t`The locations could not be loaded.` : t`A car park or residence the lot belongs to.`
          }
          {...field('location_id')}
        />
      </Card>
      <Card title={t`Position`}>
        <LotPositionFields
          latitude={values.latitude}
          longitude={values.longitude}
          orientation={values.orientation_degrees}
          focus={chosen ? { latitude: chosen.latitude, longitude: chosen.longitude } : null}
          onChange={(latitude, longitude) => setValues((v) => ({ ...v, latitude, longitude }))}
          errors={{ latitude: checks.error('latitude'), longitude: checks.error('longitude') }}
        />
      </Card>
      <Card title={t`Entering direction`}>
        <LotOrientationField
          value={values.orientation_degrees}
          onChange={set('orientation_degrees')}
          error={checks.error('orientation_degrees')}
        />
      </Card>
      <Card title={t`Access`} className="stack">
        <Select
          label={t`Entering type`}
          name="entering_type"
          value={values.entering_type}
          onChange={(v) => set('entering_type')(v as EnteringType)}
          options={enteringTypeOrder.map((value) => ({ value, label: i18n._(enteringTypeLabels[value]) }))}
          error={checks.error('entering_type')}
        />
        <Select
          label={t`Access type`}
          name="access_type"
          value={values.access_type}
          onChange={(v) => set('access_type')(v as AccessType)}
          options={accessTypeOrder.map((value) => ({ value, label: i18n._(accessTypeLabels[value]) }))}
          error={checks.error('access_type')}
        />
        <AccessInstructionsField
          value={values.access_instructions}
          onChange={set('access_instructions')}
          error={checks.error('access_instructions')}
        />
      </Card>
      <LotFeaturesFields
        values={values}
        onChange={(change) => setValues((v) => ({ ...v, ...change }))}
        errorOf={(field) => checks.error(field)}
      />
      <LotWindowFields
        from={values.available_from}
        to={values.available_to}
        onFromChange={set('available_from')}
        onToChange={set('available_to')}
        errors={{ from: checks.error('available_from'), to: checks.error('available_to') }}
      />
      <Button type="submit" block loading={save.isPending}>
        {lot ? t`Save changes` : t`Add parking lot`}
      </Button>
    </form>
  );
}
