import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ReservationStatusFilter } from '../../../../domain/reservation-status';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { ReservationFilters, ReservationType } from '../api/get-reservations';

const typeLabels = [
  { value: 'all', label: msg`All` },
  { value: 'received', label: msg`Received` },
  { value: 'sent', label: msg`Sent` },
] as const;

const statusLabels = [
  { value: 'all', label: msg`All` },
  { value: 'scheduled_or_active', label: msg`Scheduled or active` },
  { value: 'scheduled', label: msg`Scheduled` },
  { value: 'active', label: msg`Active` },
  { value: 'expired', label: msg`Expired` },
  { value: 'finalized', label: msg`Finalized` },
  { value: 'cancelled', label: msg`Cancelled` },
] as const;

type ReservationFiltersProps = { value: ReservationFilters; onChange: (next: ReservationFilters) => void };

/** Place number (searched after a short pause in typing), type and status. */
export function ReservationFiltersBar({ value, onChange }: ReservationFiltersProps) {
  const { t, i18n } = useLingui();
  const [place, setPlace] = useState(value.place);

  // The address bar changed under us (back, a link): show what is searched.
  const [searched, setSearched] = useState(value.place);
  if (searched !== value.place) {
    setSearched(value.place);
    if (place.trim() !== value.place) setPlace(value.place);
  }
  useEffect(() => {
    if (place.trim() === value.place.trim()) return undefined;
    const timer = setTimeout(() => onChange({ ...value, place: place.trim() }), 400);
    return () => clearTimeout(timer);
  }, [place, value, onChange]);

  return (
    <form
      className="filters"
      role="search"
      noValidate
      aria-label={t`Filter reservations`}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...value, place: place.trim() });
      }}
    >
      <TextField
        className="filters__search"
        label={t`Place number`}
        type="search"
        inputMode="search"
        value={place}
        onChange={setPlace}
        placeholder={t`e.g. A-12`}
        enterKeyHint="search"
        autoComplete="off"
      />
      <div className="filters__row">
        <Select
          label={t`Type`}
          value={value.type}
          onChange={(type) => onChange({ ...value, type: type as ReservationType })}
          options={typeLabels.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
        />
        <Select
          label={t`Status`}
          value={value.status}
          onChange={(status) => onChange({ ...value, status: status as ReservationStatusFilter })}
          options={statusLabels.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
        />
      </div>
    </form>
  );
}
