import { useLingui } from '@lingui/react/macro';
import { MAX_ACCESS_INSTRUCTIONS } from '../../../../domain/parking-lot';
import { TextAreaField } from '../../../components/ui/text-area-field';

type Props = { value: string; onChange: (value: string) => void; error?: string };

/** The gate code, the level, where the key is: drivers read it only while they hold a reservation. */
export function AccessInstructionsField({ value, onChange, error }: Props) {
  const { t } = useLingui();
  return (
    <TextAreaField
      label={t`Access instructions`}
      name="access_instructions"
      optional
      value={value}
      onChange={onChange}
      maxLength={MAX_ACCESS_INSTRUCTIONS}
      placeholder={t`e.g. Gate code 4711#, level -2, spot by the lift`}
      hint={t`Shown only to a driver with a reservation on this lot, while it lasts. Never in search.`}
      error={error}
    />
  );
}
