import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Card } from '../../../components/ui/card';
import { DateTimeField, type DateTimeChip } from '../../../components/ui/date-time/date-time-field';
import { useAppConfig } from '../../../lib/app-config';

const PICKED = 'yyyy-MM-dd HH:mm';

type Props = {
  /** 'YYYY-MM-DD HH:mm' in the app zone, '' for none. */
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  errors: { from?: string; to?: string };
};

/**
 * The availability window with the app's pickers (24-hour, DD/MM/YYYY): a start (none keeps
 * the lot private) and an end (none: no end). Fast availability on the lot's page sets the
 * same window from now in one tap.
 */
export function LotWindowFields({ from, to, onFromChange, onToChange, errors }: Props) {
  const { t } = useLingui();
  const zone = useAppConfig().data?.timezone ?? 'Europe/Bucharest';
  const now = DateTime.now().setZone(zone).startOf('minute');
  const tomorrow = now.plus({ days: 1 }).toFormat('yyyy-MM-dd');
  const start = from ? DateTime.fromFormat(from, PICKED, { zone }) : now;
  const base = start.isValid ? start : now;
  const fromChips: DateTimeChip[] = [
    { label: t`Now`, value: now.toFormat(PICKED) },
    { label: t`Tomorrow 08:00`, value: `${tomorrow} 08:00` },
  ];
  const toChips: DateTimeChip[] = [
    { label: t`+1 h`, value: base.plus({ hours: 1 }).toFormat(PICKED) },
    { label: t`+8 h`, value: base.plus({ hours: 8 }).toFormat(PICKED) },
    { label: t`Tomorrow 18:00`, value: `${tomorrow} 18:00` },
  ];
  const today = now.toFormat('yyyy-MM-dd');
  return (
    <Card title={t`Availability`} className="stack">
      <p className="text-sm muted">
        {t`When drivers may book the lot. Without a start it stays private; without an end it has none. A new window makes the lot available.`}
      </p>
      <DateTimeField
        label={t`Available from`}
        optional
        clearable
        value={from}
        onChange={onFromChange}
        min={`${today} 00:00`}
        minDateOnly
        today={today}
        chips={fromChips}
        placeholder={t`Private (not published)`}
        error={errors.from}
      />
      <DateTimeField
        label={t`Available until`}
        optional
        clearable
        value={to}
        onChange={onToChange}
        min={base.plus({ minutes: 1 }).toFormat(PICKED)}
        today={today}
        chips={toChips}
        placeholder={t`No end`}
        error={errors.to}
      />
    </Card>
  );
}
