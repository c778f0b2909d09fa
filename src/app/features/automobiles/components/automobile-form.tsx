import './automobiles.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LockKeyhole } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useFormFields } from '../../../lib/use-form-fields';
import type { Automobile } from '../api/get-my-automobiles';
import { useCreateAutomobile, useUpdateAutomobile } from '../api/save-automobile';
import { automobileBody, validateAutomobile, type AutomobileFields } from '../automobile-validation';

const created = msg`Automobile added`;
const updated = msg`Automobile updated`;
const createFailed = msg`Failed to create automobile`;
const updateFailed = msg`Failed to update automobile`;

type Props = { automobile?: Automobile; onSaved: (automobile: Automobile) => void };

/** Add an automobile, or edit one: its registration number is shown but never changes. */
export function AutomobileForm({ automobile, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const create = useCreateAutomobile();
  const update = useUpdateAutomobile(automobile?.id ?? 0);
  const save = automobile ? update : create;
  const { values, checks, field } = useFormFields<AutomobileFields>(
    {
      registration_number: automobile?.registration_number ?? '',
      make: automobile?.make ?? '',
      model: automobile?.model ?? '',
      vin: automobile?.vin ?? '',
      height_cm: automobile?.height_cm != null ? String(automobile.height_cm) : '',
      length_cm: automobile?.length_cm != null ? String(automobile.length_cm) : '',
    },
    save.error,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checks.passes(validateAutomobile(values, { isNew: !automobile }))) return;
    const done = (answer: Automobile) => {
      toast.success(i18n._(automobile ? updated : created));
      onSaved(answer);
    };
    if (automobile) update.mutate(automobileBody(values, { isNew: false }), { onSuccess: done });
    else create.mutate(automobileBody(values, { isNew: true }), { onSuccess: done });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <FormErrorAlert
        error={save.error}
        fallback={i18n._(automobile ? updateFailed : createFailed)}
        checkFailed={checks.failed}
      />
      <Card className="stack">
        {automobile ? (
          <div className="field">
            <p className="field__label">{t`Registration number`}</p>
            <p className="readonly-value">
              <span className="plate">{automobile.registration_number}</span>
              <LockKeyhole size={16} aria-hidden="true" className="muted" />
            </p>
            <p className="field__hint">{t`The registration number cannot be changed. Add another automobile for a new one.`}</p>
          </div>
        ) : (
          <TextField
            label={t`Registration number`}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required
            hint={t`As on the plate, e.g. B 123 ABC. It cannot be changed later.`}
            {...field('registration_number')}
          />
        )}
        <TextField label={t`Make`} optional {...field('make')} />
        <TextField label={t`Model`} optional {...field('model')} />
        <TextField
          label={t`VIN`}
          optional
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          hint={t`17 characters, on the registration certificate.`}
          {...field('vin')}
        />
        <div className="automobile-size">
          <TextField label={t`Height (cm)`} optional inputMode="numeric" {...field('height_cm')} />
          <TextField label={t`Length (cm)`} optional inputMode="numeric" {...field('length_cm')} />
        </div>
        <p className="field__hint">{t`Lots with a height or length limit your car exceeds are left out of your search.`}</p>
      </Card>
      <Button type="submit" block loading={save.isPending}>
        {automobile ? t`Save changes` : t`Add automobile`}
      </Button>
    </form>
  );
}
