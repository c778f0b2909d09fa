import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/text-field';
import { fieldError } from '../../../lib/api-error';
import type { FinderLot } from '../api/find-parking-lots';
import { useReserveLot, type CreatedReservation, type ReservationPayload } from '../api/reserve-lot';
import { creditsNeeded } from '../credits-needed';
import {
  reservationFormMessages,
  validateReservationForm,
  type ReservationField,
} from '../reservation-form-validation';
import { toApiDateTime, type TimeRange } from '../time-range';
import { BookingRefusal } from './booking-refusal';
import { CreditsLine } from './credits-line';
import { DocumentWarnings } from './document-warnings';
import { TimeRangeSummary } from './time-range-summary';
import { VehicleFields, VISITOR, type FinderAutomobile, type VehicleChoice } from './vehicle-fields';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { Checkbox } from '../../../components/ui/checkbox';
import { SeriesBooking } from './series/series-booking';

export type ReservationFormProps = {
  lot: FinderLot;
  range: TimeRange;
  zone: string;
  minCredits: number;
  automobiles: FinderAutomobile[];
  balance: number | undefined;
  onDuration: (minutes: number) => void;
  /** The range to book now (a range that follows the clock moves to the current minute). */
  rangeToBook: () => TimeRange;
  onReserved: (created: CreatedReservation) => void;
};

/** The fields the form shows the server's errors under (any other is listed above the button). */
const formFields = [
  'parking_lot_id',
  'automobile_id',
  'automobile_registration',
  'visitor_phone',
  'start_time',
  'end_time',
] as const;

/** The inline reservation form of the selected lot (SPEC.md "Inline reservation form", section 5). */
export function ReservationForm({
  lot,
  range,
  zone,
  minCredits,
  automobiles,
  balance,
  onDuration,
  rangeToBook,
  onReserved,
}: ReservationFormProps) {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<VehicleChoice>(automobiles[0] ? String(automobiles[0].id) : VISITOR);
  const [registration, setRegistration] = useState('');
  const [phone, setPhone] = useState('');
  // After a first submit the checks run live, so an error goes away as soon as it is fixed.
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // "Repeat": the same hours on chosen days for some weeks (one of the driver's cars only).
  const [repeat, setRepeat] = useState(false);
  const lastSubmit = useRef<{ body: string; key: string } | null>(null);
  const reserve = useReserveLot();

  const automobileId = choice && choice !== VISITOR ? choice : '';
  const visitorRegistration = choice === VISITOR ? registration : '';
  const repeating = repeat && Boolean(automobileId);
  const credits = creditsNeeded(range, zone, minCredits, balance);
  const checked = submitted
    ? validateReservationForm(
        { lot, automobileId, registration: visitorRegistration, start: range.from, end: range.to },
        zone,
      )
    : null;

  const clientError = (field: ReservationField) => {
    const code = checked?.byField[field];
    return code ? i18n._(reservationFormMessages[code]) : undefined;
  };
  const errorOf = (field: ReservationField | 'automobile_registration' | 'visitor_phone') =>
    (field === 'automobile_registration' || field === 'visitor_phone' ? undefined : clientError(field)) ??
    fieldError(reserve.error, field);

  const edited = () => {
    if (reserve.error) reserve.reset();
  };
  const chooseVehicle = (next: VehicleChoice) => {
    edited();
    setChoice(next);
    // A saved automobile replaces the visitor's details.
    if (next !== VISITOR) {
      setRegistration('');
      setPhone('');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A repeated booking is previewed and booked by its own buttons, never by Enter.
    if (repeating) return;
    const booked = rangeToBook();
    const result = validateReservationForm(
      { lot, automobileId, registration: visitorRegistration, start: booked.from, end: booked.to },
      zone,
    );
    setSubmitted(true);
    setAttempt((n) => n + 1);
    // Too few credits is refused here, like the checks above (the server has the last word).
    if (result.problems.length > 0 || creditsNeeded(booked, zone, minCredits, balance).short) return;
    const payload: ReservationPayload = {
      parking_lot_id: lot.id,
      automobile_id: automobileId ? Number(automobileId) : null,
      automobile_registration: visitorRegistration.trim() || null,
      visitor_phone: choice === VISITOR && phone.trim() ? phone.trim() : null,
      start_time: toApiDateTime(booked.from),
      end_time: toApiDateTime(booked.to),
    };
    // The same form sent again (a lost answer) keeps its key; any change is a new booking.
    const body = JSON.stringify(payload);
    const key = lastSubmit.current?.body === body ? lastSubmit.current.key : newIdempotencyKey();
    lastSubmit.current = { body, key };
    try {
      const created = await reserve.mutateAsync({ payload, idempotencyKey: key });
      lastSubmit.current = null;
      setRegistration('');
      setPhone('');
      setSubmitted(false);
      reserve.reset();
      onReserved(created);
    } catch {
      // The error shows through reserve.error.
    }
  };

  return (
    <form className="reservation-form" noValidate onSubmit={(event) => void submit(event)}>
      <DocumentWarnings automobileId={automobileId ? Number(automobileId) : null} endDate={range.to.slice(0, 10)} />
      {errorOf('parking_lot_id') ? (
        <FieldError id="reservation-lot-error" message={errorOf('parking_lot_id') ?? ''} />
      ) : null}
      <VehicleFields
        automobiles={automobiles}
        choice={choice}
        registration={registration}
        phone={phone}
        onChoice={chooseVehicle}
        onRegistration={(value) => {
          edited();
          setRegistration(value);
        }}
        onPhone={(value) => {
          edited();
          setPhone(value);
        }}
        errors={{
          automobile: errorOf('automobile_id'),
          registration: errorOf('automobile_registration'),
          phone: errorOf('visitor_phone'),
        }}
      />
      <TimeRangeSummary
        range={range}
        zone={zone}
        onDuration={onDuration}
        startError={errorOf('start_time')}
        endError={errorOf('end_time')}
      />
      {automobileId ? <Checkbox role="switch" label={t`Repeat`} checked={repeat} onChange={setRepeat} /> : null}
      {repeating ? (
        <SeriesBooking
          lotId={lot.id}
          automobileId={Number(automobileId)}
          rangeToBook={rangeToBook}
          startDate={range.from.slice(0, 10)}
          rangeKey={`${range.from}|${range.to}|${automobileId}`}
        />
      ) : (
        <>
          <CreditsLine {...credits} />
          <div className="reservation-form__submit">
            <BookingRefusal
              problems={checked?.problems ?? []}
              missingCredits={
                submitted && credits.short && credits.required !== null ? credits.required - (balance ?? 0) : 0
              }
              noAutomobile={automobiles.length === 0}
              error={reserve.error}
              fields={formFields}
              attempt={attempt}
            />
            <Button type="submit" block loading={reserve.isPending}>
              {t`Reserve`}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
