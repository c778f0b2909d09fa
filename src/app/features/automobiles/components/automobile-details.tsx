import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRight, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import type { Automobile } from '../api/get-my-automobiles';
import { documentKinds, documentKindTitles } from '../document-kinds';

/** One automobile: its data, its documents, and the actions the route passes in. */
export function AutomobileDetails({ automobile, actions }: { automobile: Automobile; actions: ReactNode }) {
  const { t, i18n } = useLingui();
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
      <Card title={t`Documents`} flush>
        <ul className="list">
          {documentKinds.map((kind) => (
            <li key={kind}>
              <Link
                to="/automobiles/$automobileId/$documentKind"
                params={{ automobileId: String(automobile.id), documentKind: kind }}
                className="list__item list-link"
              >
                <FileText size={20} aria-hidden="true" className="muted" />
                <span style={{ flex: 1 }}>{i18n._(documentKindTitles[kind].list)}</span>
                <ChevronRight size={20} aria-hidden="true" className="muted" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <div className="stack-sm">{actions}</div>
    </>
  );
}
