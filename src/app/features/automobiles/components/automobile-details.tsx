import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import type { Automobile } from '../api/get-my-automobiles';

type Props = { automobile: Automobile; documents: ReactNode; actions: ReactNode };

/** One automobile: its data, its documents (a slot the route fills) and the actions the route passes in. */
export function AutomobileDetails({ automobile, documents, actions }: Props) {
  const { t } = useLingui();
  const rows: [string, ReactNode][] = [
    [t`Registration number`, <span className="plate">{automobile.registration_number}</span>],
    [t`Make`, automobile.make || '—'],
    [t`Model`, automobile.model || '—'],
    [t`VIN`, <span className="tabular vin">{automobile.vin || '—'}</span>],
  ];
  return (
    <>
      <Card>
        <dl className="facts-list">
          {rows.map(([label, value]) => (
            <div key={label} className="facts-list__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {documents}
      <div className="stack-sm">{actions}</div>
    </>
  );
}
