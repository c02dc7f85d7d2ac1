// The audit module's public face: who did what, recorded by every module that changes
// something staff must be able to trace (roles, discipline, products, site settings).
export { listAudit, recordAudit } from './repo';
export { auditEntrySchema } from './entry-schema';
