import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminCreditRequestContract } from '../../../../domain/contracts/credit-requests';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, fieldError } from '../../../lib/api-error';
import { typedNumber } from '../../../lib/form-numbers';
import { useDecideCreditRequest } from '../api/credit-requests';
import { useAdminFormat } from './admin-format';

/**
 * One driver's request: who, their balance, their note; open, it is granted (the suggested
 * amount, which may be changed) or declined in one tap; decided, what was decided and by whom.
 */
export function CreditRequestItem({ request, suggested }: { request: AdminCreditRequestContract; suggested: number }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const decide = useDecideCreditRequest();
  const [amount, setAmount] = useState(String(suggested));
  const name = request.user_name;
  const typed = typedNumber(amount);
  const decided =
    request.status === 'granted' ? (
      <StatusPill tone="success">{t`Granted: ${format.credits(request.credits ?? 0)}`}</StatusPill>
    ) : request.status === 'declined' ? (
      <StatusPill tone="neutral">{t`Declined`}</StatusPill>
    ) : null;
  return (
    <li className="credit-request" data-testid="credit-request">
      <div className="credit-request__head">
        <Link to="/admin/users" search={{ id: request.user_id }} className="credit-request__name">
          {name}
        </Link>
        <span className="text-sm muted">{request.user_email}</span>
      </div>
      <p className="text-sm">
        {t`Asked on ${format.dateTime(request.created_at)} · balance ${format.credits(request.balance)}`}
      </p>
      {request.note ? <p className="credit-request__note">{t`“${request.note}”`}</p> : null}
      {request.status === 'open' ? (
        <div className="credit-request__actions">
          <TextField
            label={t`Credits to grant`}
            inputMode="numeric"
            value={amount}
            onChange={setAmount}
            error={fieldError(decide.error, 'credits')}
          />
          <Button
            loading={decide.isPending && decide.variables.json.decision === 'grant'}
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: request.id, json: { decision: 'grant', credits: typed } },
                {
                  onSuccess: (answer) => toast.success(t`${format.credits(answer.credits ?? 0)} granted to ${name}.`),
                },
              )
            }
          >
            {typeof typed === 'number' ? t`Grant ${format.credits(typed)}` : t`Grant`}
          </Button>
          <Button
            variant="secondary"
            loading={decide.isPending && decide.variables.json.decision === 'decline'}
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: request.id, json: { decision: 'decline' } },
                { onSuccess: () => toast.info(t`The request of ${name} was declined.`) },
              )
            }
          >
            {t`Decline`}
          </Button>
        </div>
      ) : (
        <p className="text-sm">
          {decided}{' '}
          {request.decided_by_name
            ? t`by ${request.decided_by_name} on ${format.dateTime(request.decided_at)}`
            : format.dateTime(request.decided_at)}
          {request.decision_note ? ` · ${t`“${request.decision_note}”`}` : null}
        </p>
      )}
      {decide.isError && !fieldError(decide.error, 'credits') ? (
        <Alert tone="error">{errorMessage(decide.error, t`The answer could not be saved.`)}</Alert>
      ) : null}
    </li>
  );
}
