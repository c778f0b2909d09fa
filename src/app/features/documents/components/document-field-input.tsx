import { useLingui } from '@lingui/react/macro';
import { CalendarDateField } from '../../../components/ui/calendar-date-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { ApiDocumentKind } from '../../../../domain/documents';
import { optionalFields, type DocumentField, type DocumentValues } from '../document-form-values';

type Props = {
  kind: ApiDocumentKind;
  field: DocumentField;
  values: DocumentValues;
  onChange: (value: string) => void;
  error: string | undefined;
  countries: { value: string; label: string }[];
};

/** One field of a document form, with the label its kind gives it. */
export function DocumentFieldInput({ kind, field, values, onChange, error, countries }: Props) {
  const { t } = useLingui();
  const optional = optionalFields[kind].includes(field);
  const roadTax = kind === 'road-taxes';
  const value = values[field];
  const common = { name: field, value, onChange, error, optional };
  switch (field) {
    case 'type':
      return (
        <Select
          label={t`Insurance type`}
          {...common}
          options={[
            { value: 'RCA', label: t`RCA (compulsory)` },
            { value: 'CASCO', label: 'CASCO' },
            { value: 'other', label: t`Other` },
          ]}
        />
      );
    case 'country_code': {
      const options = countries.length ? countries : [{ value: 'RO', label: 'România' }];
      return (
        <Select
          label={t`Country`}
          {...common}
          options={options}
          hint={roadTax ? t`Where the vignette applies.` : undefined}
        />
      );
    }
    case 'provider':
      return <TextField label={roadTax ? t`Issuer` : t`Insurer`} maxLength={100} {...common} />;
    case 'policy_number':
      return <TextField label={roadTax ? t`Serial number` : t`Policy number`} maxLength={100} {...common} />;
    case 'itp_location':
      return <TextField label={t`ITP station`} maxLength={120} {...common} />;
    case 'notes':
      return <TextField label={t`Notes`} maxLength={500} {...common} />;
    case 'issue_date':
      return <CalendarDateField label={t`Issue date`} {...common} />;
    case 'valid_from':
      return <CalendarDateField label={t`Valid from`} {...common} />;
    case 'valid_until':
      return <CalendarDateField label={t`Valid until`} {...common} min={values.valid_from || undefined} />;
    case 'expires_at':
      return <CalendarDateField label={t`Expires on`} {...common} min={values.issue_date || undefined} />;
  }
}
