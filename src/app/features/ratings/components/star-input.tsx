import './ratings.css';
import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { cx } from '../../../components/ui/class-names';

/** Five radio buttons drawn as stars (44 px each); arrow keys move between them. */
export function StarInput({
  value,
  onChange,
  label,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  label: string;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="star-input">
      <legend className="field__label">{label}</legend>
      <div className="star-input__options">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={cx('star-input__option', n <= value && 'star-input__option--on')}>
            <input
              type="radio"
              name="stars"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t`${n} of 5 stars`}
            />
            <Star size={32} aria-hidden="true" fill={n <= value ? 'currentColor' : 'none'} />
          </label>
        ))}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}
