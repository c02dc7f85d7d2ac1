// The moderation module's public face: other modules import it from here, never its files.
export { bannedWordIn, createBannedWords, type BannedWords } from './banned-words';
export { runCommand } from './commands';
export { disciplineMember } from './discipline';
