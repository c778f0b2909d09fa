import './info.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarClock, Coins, MapPin, Bell, CircleLetterP } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { creditCount } from '../../../lib/counts';
import { finalizeSettlement } from '../../../../domain/credits';

type HowItWorksProps = { minCredits: number; feeCredits: number };

function Step({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card as="article" className="stack-sm">
      <h2 className="row" style={{ fontSize: 'var(--text-md)', flexWrap: 'nowrap' }}>
        <Icon size={22} aria-hidden="true" style={{ color: 'var(--color-brand)' }} />
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Credits explained with the deployment's own numbers (GET /config). */
export function HowItWorksContent({ minCredits: min, feeCredits: fee }: HowItWorksProps) {
  const { t, i18n } = useLingui();
  // The example reservation: one hour held, left after 25 minutes.
  const start = new Date(0);
  const example = finalizeSettlement(Math.max(min, 60), start, new Date(25 * 60_000), {
    minCredits: min,
    systemFeeCredits: fee,
  });
  const held = example.reserved;
  const paid = example.charged;
  const back = example.refund;
  const owner = example.payout;
  // Each amount in the language's plural forms ("20 de credite" in Romanian).
  const credits = (count: number) => i18n._(creditCount(count));
  const [minCredits, heldCredits, paidCredits, backCredits, feeCredits, ownerCredits] = [
    min,
    held,
    paid,
    back,
    fee,
    owner,
  ].map(credits);
  return (
    <>
      <div className="facts">
        <p className="fact">
          <strong className="tabular">1</strong>
          <span>{t`credit = 1 minute of parking`}</span>
        </p>
        <p className="fact">
          <strong className="tabular">{min}</strong>
          <span>{t`${plural(min, { one: 'credit minimum charge', other: 'credits minimum charge' })}`}</span>
        </p>
        <p className="fact">
          <strong className="tabular">{fee}</strong>
          <span>{t`${plural(fee, { one: 'credit fee on a finished reservation', other: 'credits fee on a finished reservation' })}`}</span>
        </p>
      </div>
      <Step icon={MapPin} title={t`Find a spot`}>
        <p>{t`Search on the map or in the list for a parking lot that is free for the time you need.`}</p>
      </Step>
      <Step icon={CalendarClock} title={t`Reserve it`}>
        <p>{t`Reserve it with one of your automobiles or for a visitor. The credits for the whole period are held at once, so the spot is surely yours.`}</p>
      </Step>
      <Step icon={Coins} title={t`Pay only what you use`}>
        <p>{t`Every reservation costs at least ${minCredits}, even a shorter one. Finish early and you pay only the minutes used; the rest of the held credits comes back to you.`}</p>
        <p className="muted">
          {t`Example: you reserve one hour (${heldCredits} held) and leave after 25 minutes. You pay ${paidCredits} and ${backCredits} come back to your balance.`}
        </p>
      </Step>
      <Step icon={CircleLetterP} title={t`Own a parking lot?`}>
        <p>{t`Publish it with the times it is free. When a reservation is finished, Loc Liber keeps a fee of ${feeCredits} and the owner receives the rest (${ownerCredits} in the example above).`}</p>
      </Step>
      <Step icon={Bell} title={t`Stay on time`}>
        <p>{t`Notifications tell you when a reservation starts and shortly before it ends, and remind you before your automobile documents or driving license expire.`}</p>
      </Step>
    </>
  );
}
