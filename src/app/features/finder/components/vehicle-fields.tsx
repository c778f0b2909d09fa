import { useLingui } from '@lingui/react/macro';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';

export type FinderAutomobile = {
  id: number;
  registration_number: string;
  make: string | null;
  model: string | null;
  /** The car's size (cm), when known: the finder can leave out lots it does not fit. */
  height_cm?: number | null;
  length_cm?: number | null;
};

/** '' (none chosen), 'visitor', or a saved automobile's id. */
export type VehicleChoice = string;
export const VISITOR = 'visitor';

type VehicleFieldsProps = {
  automobiles: FinderAutomobile[];
  choice: VehicleChoice;
  registration: string;
  phone: string;
  onChoice: (choice: VehicleChoice) => void;
  onRegistration: (value: string) => void;
  onPhone: (value: string) => void;
  errors: { automobile?: string; registration?: string; phone?: string };
};

const trimStart = (value: string) => value.replace(/^\s+/, '');

/** One of the user's automobiles, or a visitor's registration and optional phone. */
export function VehicleFields(props: VehicleFieldsProps) {
  const { t } = useLingui();
  const { automobiles, choice, errors } = props;
  const options = [
    ...automobiles.map((a) => ({
      value: String(a.id),
      label: [a.registration_number, [a.make, a.model].filter(Boolean).join(' ')].filter(Boolean).join(' · '),
    })),
    { value: VISITOR, label: t`Visitor (another car)` },
  ];
  const visitor = choice === VISITOR;
  return (
    <>
      <Select
        label={t`Automobile`}
        value={choice}
        onChange={props.onChoice}
        options={options}
        placeholder={t`Choose an automobile`}
        error={visitor ? undefined : errors.automobile}
      />
      {visitor ? (
        <div className="reservation-form__visitor">
          <TextField
            label={t`Registration number`}
            value={props.registration}
            onChange={(value) => props.onRegistration(trimStart(value))}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder="B 123 ABC"
            error={errors.registration ?? errors.automobile}
          />
          <TextField
            label={t`Visitor's phone`}
            optional
            type="tel"
            inputMode="tel"
            value={props.phone}
            onChange={(value) => props.onPhone(trimStart(value))}
            autoComplete="off"
            error={errors.phone}
          />
        </div>
      ) : null}
    </>
  );
}
