// The moderation module's public face: other modules import it from here, never its files.
export { bannedWordIn, createBannedWords, type BannedWords } from './banned-words';
export { disciplineMember } from './discipline';
