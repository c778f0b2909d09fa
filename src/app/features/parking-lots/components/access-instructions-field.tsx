import './parking-lots.css';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MAX_ACCESS_INSTRUCTIONS } from '../../../../domain/parking-lot';
import { FieldError } from '../../../components/ui/text-field';

type Props = { value: string; onChange: (value: string) => void; error?: string };

/** The gate code, the level, where the key is: drivers read it only while they hold a reservation. */
export function AccessInstructionsField({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t`Access instructions`} <span className="field__optional">{t`(optional)`}</span>
      </label>
      <textarea
        id={id}
        name="access_instructions"
        className="input lot-access-instructions"
        rows={3}
        maxLength={MAX_ACCESS_INSTRUCTIONS}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t`e.g. Gate code 4711#, level -2, spot by the lift`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t`Shown only to a driver with a reservation on this lot, while it lasts. Never in search.`}
      </p>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}
