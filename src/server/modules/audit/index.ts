// What other modules may use of audit: write an entry inside the caller's transaction, read a target's log.
export { recordAudit } from './record-audit';
export { auditOf, latestAuditOf } from './repository';
