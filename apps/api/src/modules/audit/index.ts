/** What other modules use of the audit log (issue 23): one row per admin write, in its transaction. */
export { type AuditActor, auditActor, SYSTEM_ACTOR } from './actor';
export { auditDiff } from './diff';
export { type AuditRecord, recordAudit } from './repository';
