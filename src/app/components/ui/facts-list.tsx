import type { ReactNode } from 'react';

/** One row of a record's facts: what it is, and its value. */
export type Fact = [label: string, value: ReactNode];

/** A record's facts as label/value rows (a definition list), in the order given. */
export function FactsList({ rows }: { rows: Fact[] }) {
  return (
    <dl className="facts-list">
      {rows.map(([label, value]) => (
        <div key={label} className="facts-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
