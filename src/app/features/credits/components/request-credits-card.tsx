import './credits.css';
import { useLingui } from '@lingui/react/macro';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { CREDIT_REQUEST_NOTE_MAX, creditRequestCreateSchema } from '../../../../domain/contracts/credit-requests';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { displayDateTime } from '../../../components/ui/date-time/date-time-field';
import { Form } from '../../../components/ui/form';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { creditCount } from '../../../lib/counts';
import { errorMessage, fieldError } from '../../../lib/api-error';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import { type CreditRequest, useMyCreditRequests, useRequestCredits } from '../api/credit-requests';

/** The answer to my last request, in a sentence. */
function LastAnswer({ request }: { request: CreditRequest }) {
  const { t, i18n } = useLingui();
  const when = request.decided_at ? displayDateTime(request.decided_at) : '';
  if (request.status === 'granted') {
    const credits = i18n._(creditCount(request.credits ?? 0));
    return <Alert tone="success">{t`Your last request was granted on ${when}: ${credits} added.`}</Alert>;
  }
  const note = request.decision_note;
  return (
    <Alert tone="info">
      {note ? t`Your last request was declined on ${when}: “${note}”` : t`Your last request was declined on ${when}.`}
    </Alert>
  );
}

/**
 * "Request credits" (PRODUCT.md, "The driver's first hour"): where the server takes requests
 * (no card provider, or the operator's choice), a driver asks this server's administrators,
 * with an optional note; they are notified at once, and the driver is notified of their answer.
 */
export function RequestCreditsCard() {
  const { t } = useLingui();
  const requests = useMyCreditRequests();
  const ask = useRequestCredits();
  const [note, setNote] = useState('');
  const checks = useFormChecks(ask.error);
  if (!requests.data?.enabled) return null;
  const [latest] = requests.data.data;
  const open = latest?.status === 'open' ? latest : undefined;
  return (
    <Card title={t`Request credits`} className="request-credits" data-testid="request-credits">
      {open ? (
        <div role="status">
          <p className="request-credits__waiting">
            <HandCoins size={20} aria-hidden="true" />{' '}
            {t`Your request of ${displayDateTime(open.created_at)} is with this server's administrators. You will be notified of their answer.`}
          </p>
          {open.note ? <p className="text-sm muted">{t`Your note: “${open.note}”`}</p> : null}
        </div>
      ) : (
        <Form
          className="request-credits__form"
          onSubmit={() => {
            if (!checks.passes(formIssues(creditRequestCreateSchema, { note }))) return;
            ask.mutate(note, { onSuccess: () => setNote('') });
          }}
        >
          {latest ? <LastAnswer request={latest} /> : null}
          <p className="text-sm">
            {t`This server's administrators add credits on request: they are notified at once, and you are notified of their answer.`}
          </p>
          <TextAreaField
            label={t`Note for the administrators`}
            name="note"
            optional
            maxLength={CREDIT_REQUEST_NOTE_MAX}
            value={note}
            onChange={setNote}
            error={checks.error('note')}
          />
          {ask.isError && !fieldError(ask.error, 'note') ? (
            <Alert tone="error">{errorMessage(ask.error, t`The request could not be sent.`)}</Alert>
          ) : null}
          <Button type="submit" loading={ask.isPending}>{t`Request credits`}</Button>
        </Form>
      )}
    </Card>
  );
}
