import './admin.css';
import { useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '../api/admin-api';
import { useAdminFormat } from './admin-format';
import { useAuditWords, type AuditChange } from './audit-words';

/** The changed fields of an audit entry: "Name: Ion → Ioan", one a line (spans: it may sit in a button). */
export function AuditChanges({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return null;
  return (
    <span className="admin-changes">
      {changes.map((c) => (
        <span key={c.field}>
          {c.label}:{' '}
          {c.before !== undefined && c.after !== undefined ? (
            <>
              {c.before} → {c.after}
            </>
          ) : (
            (c.after ?? c.before)
          )}
        </span>
      ))}
    </span>
  );
}

/** A record's audit rows: who did what, when, and what changed, in words. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const words = useAuditWords(format);
  return (
    <section className="admin-section">
      <h3>{t`Audit log`}</h3>
      {entries.length === 0 ? (
        <p className="muted text-sm">{t`No administrative changes yet.`}</p>
      ) : (
        <ul className="admin-audit">
          {entries.map((e) => {
            const { sentence, changes } = words.describe(e);
            return (
              <li key={e.id}>
                <span className="admin-audit__when">{format.dateTime(e.created_at)}</span>
                <span>{sentence}</span>
                <AuditChanges changes={changes} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
