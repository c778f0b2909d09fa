import { useLingui } from '@lingui/react/macro';
import { CalendarClock, Car, MapPin, Wallet } from 'lucide-react';
import { BrandMark } from '../../../components/layout/brand-mark';
import { Card } from '../../../components/ui/card';

export function AboutContent() {
  const { t } = useLingui();
  const points = [
    { icon: MapPin, text: t`Find a free parking lot on the map or in a list, right where you are.` },
    { icon: CalendarClock, text: t`Reserve it for the time you need, with your own automobile or for a visitor.` },
    { icon: Wallet, text: t`Pay in prepaid credits: one credit is one minute of parking.` },
    {
      icon: Car,
      text: t`Keep your automobiles, their documents and your driving licenses in one place, with reminders before they expire.`,
    },
  ];
  return (
    <>
      <Card className="stack" style={{ alignItems: 'flex-start' }}>
        <BrandMark size={48} />
        <p>
          {t`Loc Liber ("free spot") helps drivers find and reserve a parking lot in seconds, and helps owners earn from the spots they do not use.`}
        </p>
      </Card>
      <Card flush>
        <ul className="list">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="list__item">
              <Icon size={22} aria-hidden="true" style={{ color: 'var(--color-brand)' }} />
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
