import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CalendarDateField } from '../../../components/ui/calendar-date-field';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { NeedsNetworkAlert } from '../../../components/ui/needs-network-alert';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { drivingLicenseSchema } from '../../../../domain/driving-license-schemas';
import { formIssues } from '../../../lib/form-issues';
import { useFormFields } from '../../../lib/use-form-fields';
import { useSaveLicense, type DrivingLicense, type LicensePayload } from '../api/driving-licenses';

const saved = msg`Driving license saved`;
const saveFailed = msg`Failed to save the driving license`;

type Props = {
  license?: DrivingLicense;
  countries: { value: string; label: string }[];
  onSaved: (license: DrivingLicense) => void;
};

/** Add or edit a driving licence (number, country, issue and expiry dates, notes). */
export function LicenseForm({ license, countries, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const save = useSaveLicense(license?.id);
  const { values, checks, field } = useFormFields<LicensePayload>(
    {
      number: license?.number ?? '',
      country_code: license?.country_code ?? 'RO',
      issue_date: license?.issue_date ?? '',
      expiry_date: license?.expiry_date ?? '',
      notes: license?.notes ?? '',
    },
    save.error,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checks.passes(formIssues(drivingLicenseSchema, values))) return;
    save.mutate(values, {
      onSuccess: (answer) => {
        toast.success(i18n._(saved));
        onSaved(answer);
      },
    });
  };
  const options = countries.length ? countries : [{ value: 'RO', label: 'România' }];
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <NeedsNetworkAlert />
      <FormErrorAlert error={save.error} fallback={i18n._(saveFailed)} checkFailed={checks.failed} />
      <Card className="stack">
        <TextField label={t`License number`} autoCapitalize="characters" maxLength={40} {...field('number')} />
        <Select label={t`Country`} options={options} {...field('country_code')} />
        <CalendarDateField label={t`Issue date`} optional {...field('issue_date')} />
        <CalendarDateField label={t`Expiry date`} min={values.issue_date || undefined} {...field('expiry_date')} />
        <TextField label={t`Notes`} optional maxLength={500} {...field('notes')} />
      </Card>
      <Button type="submit" block loading={save.isPending}>
        {license ? t`Save changes` : t`Save`}
      </Button>
    </form>
  );
}
