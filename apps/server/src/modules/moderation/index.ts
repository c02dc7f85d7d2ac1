// The moderation module's public face: other modules import it from here, never its files.
export {
  bannedWordIn,
  createBannedWords,
  refuseBannedWord,
  type BannedWords,
} from './banned-words';
export { runCommand } from './commands';
export { listAudit, recordAudit } from './repo';
export { auditEntrySchema } from './routes';
