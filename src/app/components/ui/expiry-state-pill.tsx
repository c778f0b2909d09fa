import { plural, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDashed, CircleX, Clock } from 'lucide-react';
import { displayCalendarDate } from '../../../domain/calendar-date';
import type { ExpiryState } from '../../../domain/documents';
import { StatusPill } from './status-pill';

/**
 * The grammatical gender of the paper the pill stands beside, for languages whose adjectives
 * agree with it (Romanian: "Expirată" for an insurance, "Expirat" for a driving licence).
 */
export type PaperGender = 'feminine' | 'masculine';

/** The state of a document, licence or category in words (colour never alone). */
export function ExpiryStatePill({ state, gender = 'masculine' }: { state: ExpiryState; gender?: PaperGender }) {
  const { t } = useLingui();
  if (state.state === 'none') return <StatusPill icon={CircleDashed}>{t`None recorded`}</StatusPill>;
  const date = displayCalendarDate(state.expiry);
  if (state.state === 'expired')
    return (
      <StatusPill tone="danger" icon={CircleX}>
        {t`${select(gender, { feminine: `Expired since ${date}`, other: `Expired since ${date}` })}`}
      </StatusPill>
    );
  if (state.state === 'expiring') {
    const days = state.daysLeft;
    return (
      <StatusPill tone="warning" icon={Clock}>
        {days === 0
          ? t`Expires today`
          : days === 1
            ? t`Expires tomorrow`
            : t`Expires in ${plural(days, { one: '# day', other: '# days' })}`}
      </StatusPill>
    );
  }
  return (
    <StatusPill tone="success" icon={CircleCheck}>
      {t`${select(gender, { feminine: `Valid until ${date}`, other: `Valid until ${date}` })}`}
    </StatusPill>
  );
}
