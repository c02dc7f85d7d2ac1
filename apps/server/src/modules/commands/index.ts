// The commands module's public face: the slash commands, above chat and moderation.
export { runCommand } from './commands';
