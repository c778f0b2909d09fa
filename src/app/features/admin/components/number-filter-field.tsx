import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

const MAX_ID = 2_147_483_647;

/** A whole number the server takes as an id ('' for none); undefined when it is not one. */
export function parseIdFilter(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= MAX_ID
    ? String(Number(trimmed))
    : undefined;
}

type NumberFilterFieldProps = { label: string; value: string; onChange: (value: string) => void };

/**
 * A numeric filter checked as it is typed: a letter (or 0, or a number past the database's
 * range) is said under the field and not sent, so the list stays as it was instead of failing.
 */
export function NumberFilterField({ label, value, onChange }: NumberFilterFieldProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // Back/forward changes the filter: the box follows the address bar.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const valid = parseIdFilter(text);
  return (
    <TextField
      label={label}
      inputMode="numeric"
      value={text}
      error={valid === undefined ? t`Enter a whole number, such as 42.` : undefined}
      onChange={(next) => {
        setText(next);
        const parsed = parseIdFilter(next);
        if (parsed !== undefined && parsed !== value) {
          setShown(parsed);
          onChange(parsed);
        }
      }}
    />
  );
}
