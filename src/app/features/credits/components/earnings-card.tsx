import './earnings.css';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { bookingCount, creditCount } from '../../../lib/counts';
import { useEarnings, type EarningsGroup } from '../api/get-earnings';
import { periodLabel } from '../earnings-labels';
import { EarningsChart } from './earnings-chart';

const groups: [EarningsGroup, MessageDescriptor][] = [
  ['day', msg`Days`],
  ['week', msg`Weeks`],
  ['month', msg`Months`],
];

type Props = { group: EarningsGroup; onGroup: (group: EarningsGroup) => void };

/** What the owner's lots earned: a bar per day, week or month, the totals, and the periods that paid. */
export function EarningsCard({ group, onGroup }: Props) {
  const { t, i18n } = useLingui();
  const earnings = useEarnings(group);
  const data = earnings.data;
  const locale = i18n.locale;
  const describe = (i: number) => {
    const p = data?.data[i];
    if (!p) return '';
    const when = periodLabel(p.period, group, locale);
    const credits = i18n._(creditCount(p.credits));
    const bookings = i18n._(bookingCount(p.bookings));
    return t`${when}: ${credits}, ${bookings}`;
  };
  const paid = data ? [...data.data].reverse().filter((p) => p.credits > 0 || p.bookings > 0) : [];
  return (
    <Card title={t`Earnings from your parking lots`} className="stack-sm earnings">
      <div className="earnings__groups" role="group" aria-label={t`Group by`}>
        {groups.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="earnings__group"
            aria-pressed={group === value}
            onClick={() => onGroup(value)}
          >
            {i18n._(label)}
          </button>
        ))}
      </div>
      {data ? (
        <>
          <p className="earnings__total">
            <strong className="tabular" data-testid="earnings-total">
              {i18n._(creditCount(data.meta.total_credits))}
            </strong>{' '}
            <span className="muted">
              {t`from ${i18n._(bookingCount(data.meta.total_bookings))}, ${periodLabel(data.meta.from, 'day', locale)} – ${periodLabel(data.meta.to, 'day', locale)}`}
            </span>
          </p>
          <EarningsChart
            earnings={data}
            group={group}
            locale={locale}
            describe={describe}
            label={t`Credits earned per period`}
          />
          {paid.length > 0 ? (
            <ul className="earnings__list">
              {paid.map((p) => (
                <li key={p.period}>
                  <span className="tabular">{periodLabel(p.period, group, locale)}</span>
                  <span className="earnings__amount tabular">
                    +{i18n._(creditCount(p.credits))}
                    <span className="muted text-sm"> · {i18n._(bookingCount(p.bookings))}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm muted">{t`No payouts in this period yet. They arrive when a booking of your lot ends.`}</p>
          )}
        </>
      ) : earnings.isError ? (
        <Alert tone="error">{errorMessage(earnings.error, t`The earnings could not be loaded.`)}</Alert>
      ) : (
        <SpinnerBlock label={t`Loading earnings...`} />
      )}
    </Card>
  );
}
