import './report-spot.css';
import { useLingui } from '@lingui/react/macro';
import { REPORT_NOTE_MAX, reportReasons, type ReportReason } from '../../../../domain/report-rules';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { fieldError } from '../../../lib/api-error';
import { reportReasonLabels } from '../../../lib/report-reasons';
import { TextAreaField } from '../../../components/ui/text-area-field';

type ReportSpotFormProps = {
  reason: ReportReason;
  note: string;
  onReason: (reason: ReportReason) => void;
  onNote: (note: string) => void;
  error: unknown;
};

/** What is wrong at the lot (the four reasons, one picked) and an optional note for the owner. */
export function ReportSpotForm({ reason, note, onReason, onNote, error }: ReportSpotFormProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="stack-sm">
      <p>{t`Your reservation is cancelled and every credit it holds comes back to you at once. The owner is told and may contest it.`}</p>
      <FormErrorAlert error={error} fallback={t`The report could not be sent.`} fields={['note']} />
      <fieldset className="report-reasons">
        <legend className="field__label">{t`What is wrong?`}</legend>
        {reportReasons.map((value) => (
          <label key={value} className="checkbox report-reasons__option">
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => onReason(value)}
            />
            <span>{i18n._(reportReasonLabels[value])}</span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        name="note"
        label={t`Note for the owner`}
        optional
        value={note}
        onChange={onNote}
        maxLength={REPORT_NOTE_MAX}
        hint={t`For example the registration of the car in your spot.`}
        error={fieldError(error, 'note')}
      />
    </div>
  );
}
