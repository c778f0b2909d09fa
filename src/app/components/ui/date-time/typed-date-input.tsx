import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { displayDay, isDay, parseDisplayDay } from './calendar-days';

type TypedDateInputProps = {
  id: string;
  name?: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (value: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
};

/**
 * Typed DD/MM/YYYY (YYYY-MM-DD is understood too): far dates of documents are quicker typed.
 * What is not a real day ("31/02/2026", "abc") is passed on as typed, so the form says it is
 * not a valid date instead of calling the field empty.
 */
export function TypedDateInput({
  id,
  name,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  required,
}: TypedDateInputProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(displayDay(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parseDisplayDay(draft) !== value && draft.trim() !== value) setDraft(displayDay(value));
  }
  const read = (text: string) => (isDay(text.trim()) ? text.trim() : parseDisplayDay(text));
  return (
    <input
      id={id}
      className="input date-time-field__typed tabular"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      name={name}
      // The letters of the reader's language: ZZ/LL/AAAA in Romanian.
      placeholder={t`DD/MM/YYYY`}
      value={draft}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      required={required}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        onChange(read(text) ?? text.trim());
      }}
      onBlur={() => {
        const day = read(draft);
        if (day) setDraft(displayDay(day));
      }}
    />
  );
}
