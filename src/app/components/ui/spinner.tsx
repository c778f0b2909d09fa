import { useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';

type SpinnerProps = { size?: number; label?: string };

/** A spinning icon; the label is read by screen readers (visible too in SpinnerBlock). */
export function Spinner({ size = 20, label }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span role="status" className="row">
      <LoaderCircle className="spinner" size={size} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading...`}</span>
    </span>
  );
}

/** A centred spinner with its text, for a screen or a list that is loading. */
export function SpinnerBlock({ label }: { label?: string }) {
  const { t } = useLingui();
  const text = label ?? t`Loading...`;
  return (
    <div className="spinner-block" role="status">
      <LoaderCircle className="spinner" size={28} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
