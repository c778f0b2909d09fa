import './admin.css';
import { useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '../api/admin-api';

const show = (values: Record<string, unknown> | null) =>
  values
    ? Object.entries(values)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(', ')
    : '—';

/** A record's audit rows: who changed what, when, before and after. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const { t } = useLingui();
  return (
    <section className="admin-section">
      <h3>{t`Audit log`}</h3>
      {entries.length === 0 ? (
        <p className="muted text-sm">{t`No administrative changes yet.`}</p>
      ) : (
        <ul className="admin-audit">
          {entries.map((e) => (
            <li key={e.id}>
              <strong>{e.action}</strong> · {e.created_at} · {e.admin_name ?? '—'}
              <br />
              <code>
                {show(e.before)} → {show(e.after)}
              </code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
