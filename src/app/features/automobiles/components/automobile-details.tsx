import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { FactsList, type Fact } from '../../../components/ui/facts-list';
import type { Automobile } from '../api/get-my-automobiles';

type Props = { automobile: Automobile; documents: ReactNode; actions: ReactNode };

/** One automobile: its data, its documents (a slot the route fills) and the actions the route passes in. */
export function AutomobileDetails({ automobile, documents, actions }: Props) {
  const { t } = useLingui();
  const rows: Fact[] = [
    [t`Registration number`, <span className="plate">{automobile.registration_number}</span>],
    [t`Make`, automobile.make || '—'],
    [t`Model`, automobile.model || '—'],
    [t`VIN`, <span className="tabular vin">{automobile.vin || '—'}</span>],
  ];
  return (
    <>
      <Card>
        <FactsList rows={rows} />
      </Card>
      {documents}
      <div className="stack-sm">{actions}</div>
    </>
  );
}
