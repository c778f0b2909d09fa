import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { adminListQuery, useAdminDetail, type AdminDetail, type AdminRow } from '../api/admin-api';

export type PickedRecord = { id: number; label: string; detail?: string };

/** The areas whose records have a detail to read a picked one by. */
type PickableArea = 'users' | 'automobiles' | 'reservations' | 'parking-lots' | 'locations';

type RecordPickerProps<A extends PickableArea> = {
  label: string;
  /** The admin list searched (its `q`: a name, an email, a registration...). */
  area: A;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** How a row of that list (or its detail) reads in the choices. */
  describe: (row: AdminRow<A> | AdminDetail<A>) => PickedRecord;
  /** Further filters of the search (e.g. administrators only). */
  params?: Record<string, string>;
  /** What to type, shown in the empty box. */
  placeholder?: string;
};

const WAIT_MS = 250;

/**
 * Search-as-you-type: the administrator types a name or an email, picks from the matches (mouse
 * or arrows and Enter), and the screen gets the record's id; the chosen record reads by name,
 * also after a reload (its detail is fetched by id).
 */
export function RecordPicker<A extends PickableArea>({
  label,
  area,
  value,
  onChange,
  describe,
  params,
  placeholder,
}: RecordPickerProps<A>) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), WAIT_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    ...adminListQuery(area, { ...params, q, per_page: 6 }),
    enabled: value === undefined && q.length > 0,
  });
  const chosen = useAdminDetail(area, value);
  const choices = q && found.data ? found.data.data.map(describe) : [];

  const pick = (record: PickedRecord | undefined) => {
    if (!record) return;
    onChange(record.id);
    setText('');
    setQ('');
    setOpen(false);
  };

  if (value !== undefined) {
    const picked = chosen.data ? describe(chosen.data) : undefined;
    return (
      <div className="field admin-picker">
        <span className="field__label" id={`${id}-label`}>
          {label}
        </span>
        <div className="admin-picker__chosen" role="group" aria-labelledby={`${id}-label`}>
          <span className="admin-picker__name">
            {picked ? picked.label : chosen.isError ? `#${value}` : '…'}
            {picked?.detail ? <span className="muted"> · {picked.detail}</span> : null}
          </span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(undefined)}>
            <X size={16} aria-hidden="true" />
            <span>{t`Clear`}</span>
          </button>
        </div>
      </div>
    );
  }

  const listId = `${id}-list`;
  const expanded = open && q.length > 0;
  return (
    <div className="field admin-picker">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && choices[active] ? `${listId}-${choices[active].id}` : undefined}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        // A choice is a mousedown away: closing on blur waits for it.
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((a) => (choices.length ? (a + step + choices.length) % choices.length : 0));
            setOpen(true);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            pick(choices[active]);
          } else if (event.key === 'Escape' && expanded) {
            // Closes the choices, not a dialog around the screen.
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {expanded ? (
        <ul className="admin-picker__list" id={listId} role="listbox" aria-label={label}>
          {found.isFetching && choices.length === 0 ? (
            <li className="admin-picker__note">{t`Searching…`}</li>
          ) : choices.length === 0 ? (
            <li className="admin-picker__note">{t`Nothing found`}</li>
          ) : (
            choices.map((c, i) => (
              <li
                key={c.id}
                id={`${listId}-${c.id}`}
                role="option"
                aria-selected={i === active}
                className="admin-picker__option"
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(c);
                }}
              >
                <span>{c.label}</span>
                {c.detail ? <span className="muted text-sm">{c.detail}</span> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
