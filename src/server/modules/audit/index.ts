// What other modules may use of audit: writing a row with their change, and reading a record's rows.
export { auditOf, latestAuditOf, recordAudit } from './service';
