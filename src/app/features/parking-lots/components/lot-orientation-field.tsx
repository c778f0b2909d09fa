import './lot-picker.css';
import { useLingui } from '@lingui/react/macro';
import { RotateCcw, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { compassPoint, normalizeDegrees } from '../orientation';
import { compassShort } from './compass-labels';
import { OrientationDial } from './orientation-dial';

type Props = { value: number; onChange: (degrees: number) => void; error?: string };

/** The entering direction: the dial, 15° turns and the exact degrees (0-359). */
export function LotOrientationField({ value, onChange, error }: Props) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  // The typed text is kept apart so a half-typed number does not jump around.
  const [typed, setTyped] = useState<string | null>(null);
  const point = i18n._(compassShort[compassPoint(value)]);

  return (
    <div className="orientation-field">
      <p id={hintId} className="text-sm muted">
        {t`The arrow points from the lot towards where cars should enter it. The pin on the map turns with it.`}
      </p>
      <div className="orientation-field__controls">
        <OrientationDial value={value} onChange={onChange} label={t`Entering direction`} describedBy={hintId} />
        <div className="stack-sm orientation-field__side">
          <p className="orientation-field__value tabular" aria-hidden="true">
            {value}° <span className="muted">{point}</span>
          </p>
          <div className="row">
            <Button
              variant="secondary"
              iconOnly
              aria-label={t`Turn 15° left`}
              onClick={() => onChange(normalizeDegrees(value - 15))}
            >
              <RotateCcw size={18} aria-hidden="true" />
            </Button>
            <Button
              variant="secondary"
              iconOnly
              aria-label={t`Turn 15° right`}
              onClick={() => onChange(normalizeDegrees(value + 15))}
            >
              <RotateCw size={18} aria-hidden="true" />
            </Button>
          </div>
          <TextField
            label={t`Degrees (0-359)`}
            name="orientation_degrees"
            inputMode="numeric"
            value={typed ?? String(value)}
            onChange={(text) => {
              setTyped(text);
              const n = Number(text);
              if (text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 359) onChange(n);
            }}
            onBlur={() => setTyped(null)}
            error={
              error ??
              (typed !== null && typed.trim() !== '' && Number(typed) !== value
                ? t`Enter whole degrees from 0 to 359.`
                : undefined)
            }
          />
        </div>
      </div>
    </div>
  );
}
