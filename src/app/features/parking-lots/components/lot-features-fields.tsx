import './parking-lots.css';
import { useLingui } from '@lingui/react/macro';
import { evConnectors, type EvConnector } from '../../../../domain/lot-features';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { connectorNames } from '../../../components/ui/lot-features';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { LotFormValues } from './lot-form-values';

type FeatureValues = Pick<
  LotFormValues,
  'ev' | 'ev_connector' | 'ev_kw' | 'accessible' | 'covered' | 'gated' | 'lit' | 'max_height_cm' | 'max_length_cm'
>;

type Props = {
  values: FeatureValues;
  onChange: (change: Partial<FeatureValues>) => void;
  /** The server's field errors by field name (features.ev_charging.kw, max_height_cm...). */
  errorOf: (field: string) => string | undefined;
};

/** The lot's features (what drivers filter on) and the size of car it takes. */
export function LotFeaturesFields({ values, onChange, errorOf }: Props) {
  const { t } = useLingui();
  const sizeLimits = [
    { name: 'max_height_cm', label: t`Maximum height (cm)`, hint: t`Leave empty when there is no limit.` },
    { name: 'max_length_cm', label: t`Maximum length (cm)`, hint: undefined },
  ] as const;
  return (
    <Card title={t`Features`} className="stack lot-features-fields">
      <Checkbox label={t`EV charging`} checked={values.ev} onChange={(ev) => onChange({ ev })} />
      {values.ev ? (
        <div className="lot-features-fields__ev">
          <Select
            label={t`Connector`}
            name="ev_connector"
            value={values.ev_connector}
            onChange={(value) => onChange({ ev_connector: value as EvConnector })}
            options={evConnectors.map((value) => ({ value, label: connectorNames[value] }))}
            error={errorOf('features.ev_charging.connector')}
          />
          <TextField
            label={t`Power (kW)`}
            name="ev_kw"
            inputMode="decimal"
            value={values.ev_kw}
            onChange={(ev_kw) => onChange({ ev_kw })}
            error={errorOf('features.ev_charging.kw')}
          />
        </div>
      ) : null}
      <Checkbox
        label={t`Accessible bay`}
        checked={values.accessible}
        onChange={(accessible) => onChange({ accessible })}
      />
      <Checkbox label={t`Covered`} checked={values.covered} onChange={(covered) => onChange({ covered })} />
      <Checkbox label={t`Barrier or gate`} checked={values.gated} onChange={(gated) => onChange({ gated })} />
      <Checkbox label={t`Lit`} checked={values.lit} onChange={(lit) => onChange({ lit })} />
      {sizeLimits.map((limit) => (
        <TextField
          key={limit.name}
          label={limit.label}
          name={limit.name}
          inputMode="numeric"
          optional
          value={values[limit.name]}
          onChange={(cm) => onChange({ [limit.name]: cm })}
          error={errorOf(limit.name)}
          hint={limit.hint}
        />
      ))}
    </Card>
  );
}
