import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { isValidRegistration, normalizeRegistration } from '../../../../../domain/automobile';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { TextField } from '../../../../components/ui/text-field';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, fieldError } from '../../../../lib/api-error';
import { useOnline } from '../../../../lib/online-state';
import type { ParkingLot } from '../../api/parking-lot-types';
import { useCheckRegistration, type LotCheck } from '../../api/check-registration';
import { Form } from '../../../../components/ui/form';

type RegistrationLookupProps = {
  lots: ParkingLot[];
  zone: string;
  /** Filled from a checked pass, so one tap confirms online that it still stands. */
  initial?: { lotId: number; registration: string };
  /** A look-up answered: kept on the device as a check (evidence of the car on the lot). */
  onLookedUp?: (lot: ParkingLot, registration: string, found: LotCheck) => void;
};

/** Online: does this plate hold a reservation on one of my lots right now? */
export function RegistrationLookup({ lots, zone, initial, onLookedUp }: RegistrationLookupProps) {
  const { t } = useLingui();
  const online = useOnline();
  const lookup = useCheckRegistration();
  const [lotId, setLotId] = useState(String(initial?.lotId ?? lots[0]?.id ?? ''));
  const [registration, setRegistration] = useState(initial?.registration ?? '');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [asked, setAsked] = useState<{ registration: string; place: string } | null>(null);

  const submit = () => {
    const plate = normalizeRegistration(registration);
    const lot = lots.find((l) => String(l.id) === lotId);
    if (!isValidRegistration(plate)) {
      setInvalid(t`Enter a registration number of 2 to 16 letters and digits.`);
      return;
    }
    setInvalid(undefined);
    if (!lot) return;
    setAsked({ registration: plate, place: lot.identifier });
    lookup.mutate({ lotId: lot.id, registration: plate }, { onSuccess: (found) => onLookedUp?.(lot, plate, found) });
  };

  const found = lookup.data;
  return (
    <Form
      className="stack-sm"
      onSubmit={() => {
        submit();
      }}
    >
      <Select
        label={t`Lot`}
        value={lotId}
        onChange={setLotId}
        options={lots.map((lot) => ({ value: String(lot.id), label: lot.identifier }))}
      />
      <TextField
        label={t`Registration`}
        value={registration}
        onChange={setRegistration}
        autoCapitalize="characters"
        autoComplete="off"
        error={invalid ?? fieldError(lookup.error, 'registration')}
      />
      {online ? null : (
        <Alert tone="warning" title={t`You are offline`}>
          {t`Looking a registration up needs the network. Checking a pass does not.`}
        </Alert>
      )}
      <Button
        type="submit"
        variant="secondary"
        block
        loading={lookup.isPending}
        disabled={lots.length === 0}
        icon={<Search size={18} aria-hidden="true" />}
      >
        {t`Look it up`}
      </Button>
      {lookup.isError && !fieldError(lookup.error, 'registration') ? (
        <Alert tone="error" title={t`Error!`}>
          {errorMessage(lookup.error, t`The look-up failed. Try again.`)}
        </Alert>
      ) : null}
      {lookup.isSuccess && asked ? (
        found ? (
          <Alert tone="success" title={t`Reserved now`}>
            {t`${found.automobile_registration} has a reservation on ${asked.place} from ${formatDateTime(found.start_time, zone)} until ${formatDateTime(found.end_time, zone)}.`}
          </Alert>
        ) : (
          <Alert tone="warning" title={t`No reservation now`}>
            {t`${asked.registration} has no reservation on ${asked.place} at this time.`}
          </Alert>
        )
      ) : null}
    </Form>
  );
}
