import { formatDateTime, plural } from './format';
import { isRoleKey, type RoleKey } from './roles';
import { mentionKey } from './mentions';
import { SLOWMODE_MAX_SECONDS } from './pace';

/** Slash commands of the chat (spec §6). Only /status is open to everyone. */
export const COMMAND_NAMES = [
  'warn',
  'ban',
  'kick',
  'mute',
  'status',
  'give',
  'remove',
  'send',
  'close',
  'clear',
  'poll',
  'delete-poll',
  'marketing-cv',
  'slowmode',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export const COMMAND_USAGE: Record<CommandName, string> = {
  warn: '/warn name [reason]',
  ban: '/ban name days [reason]',
  kick: '/kick name [reason]',
  mute: '/mute name days [reason]',
  status: '/status',
  give: '/give name role',
  remove: '/remove name role',
  send: '/send text',
  close: '/close',
  clear: '/clear',
  poll: '/poll "header" "text" "option" "option" ...',
  'delete-poll': '/delete-poll "header"',
  'marketing-cv': '/marketing-cv name',
  slowmode: '/slowmode seconds (0 turns it off)',
};

export type Command =
  | { name: 'warn' | 'kick'; target: string; reason: string }
  | { name: 'ban' | 'mute'; target: string; days: number; reason: string }
  | { name: 'give' | 'remove'; target: string; role: RoleKey }
  | { name: 'marketing-cv'; target: string }
  | { name: 'send'; text: string }
  | { name: 'poll'; header: string; text: string; options: string[] }
  | { name: 'delete-poll'; header: string }
  | { name: 'slowmode'; seconds: number }
  | { name: 'status' | 'close' | 'clear' };

export type ParsedCommand =
  { ok: true; command: Command } | { ok: false; name: string; error: string };

export const MAX_COMMAND_DAYS = 3650;
export const POLL_OPTIONS = { min: 2, max: 10 } as const;

export function isCommandName(value: string): value is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(value);
}

/** Anything starting with '/' is a command attempt and is never posted as a message. */
export const looksLikeCommand = (text: string) => text.trimStart().startsWith('/');

/** The channel every new poll is announced in. */
export const POLLS_CHANNEL = 'polls';

/**
 * Where a command makes the bot speak: the channel it runs in, the polls channel, or nowhere
 * (null: answered only to its sender). The caller must be able to post there at that moment
 * (not muted, banned or locked out), or the bot would speak for someone who can't.
 */
export function channelBotSpeaksIn(name: CommandName, channel: string): string | null {
  switch (name) {
    case 'status':
    case 'delete-poll':
    case 'marketing-cv':
      return null;
    case 'poll':
      return POLLS_CHANNEL;
    case 'warn':
    case 'ban':
    case 'kick':
    case 'mute':
    case 'give':
    case 'remove':
    case 'send':
    case 'close':
    case 'clear':
    case 'slowmode':
      return channel;
  }
}

function quoted(rest: string): string[] | null {
  const parts = [...rest.matchAll(/"([^"]*)"/g)].map((m) => (m[1] ?? '').trim());
  const leftover = rest.replace(/"[^"]*"/g, '').trim();
  return leftover ? null : parts;
}

const usage = (name: CommandName): ParsedCommand => ({
  ok: false,
  name,
  error: `Usage: ${COMMAND_USAGE[name]}`,
});

/**
 * Reads a slash command. The target is a display name without spaces (an '@' before it is
 * allowed), matched later against members with `mentionKey`.
 */
export function parseCommand(input: string): ParsedCommand {
  const text = input.trim();
  const [head = '', ...words] = text.slice(1).split(/\s+/);
  const name = head.toLowerCase();
  if (!isCommandName(name)) return { ok: false, name, error: `Unknown command /${head}` };
  const rest = text.slice(1 + head.length).trim();
  const target = words[0] ? mentionKey(words[0].replace(/^@/, '')) : '';

  switch (name) {
    case 'status':
    case 'close':
    case 'clear':
      return { ok: true, command: { name } };
    case 'warn':
    case 'kick':
      return target
        ? { ok: true, command: { name, target, reason: words.slice(1).join(' ') } }
        : usage(name);
    case 'ban':
    case 'mute': {
      const days = Number(words[1]);
      if (!target || !Number.isInteger(days) || days < 1 || days > MAX_COMMAND_DAYS)
        return usage(name);
      return { ok: true, command: { name, target, days, reason: words.slice(2).join(' ') } };
    }
    case 'give':
    case 'remove': {
      const role = words[1];
      if (!target || !role || words.length !== 2) return usage(name);
      if (!isRoleKey(role)) return { ok: false, name, error: `Unknown role '${role}'` };
      return { ok: true, command: { name, target, role } };
    }
    case 'marketing-cv':
      return target && words.length === 1 ? { ok: true, command: { name, target } } : usage(name);
    case 'slowmode': {
      const seconds = Number(words[0]);
      return words.length === 1 &&
        Number.isInteger(seconds) &&
        seconds >= 0 &&
        seconds <= SLOWMODE_MAX_SECONDS
        ? { ok: true, command: { name, seconds } }
        : usage(name);
    }
    case 'send':
      return rest ? { ok: true, command: { name, text: rest } } : usage(name);
    case 'poll': {
      const parts = quoted(rest);
      if (!parts || parts.length < 2 + POLL_OPTIONS.min || parts.length > 2 + POLL_OPTIONS.max)
        return usage(name);
      const [header = '', body = '', ...options] = parts;
      if (!header || options.some((o) => !o) || new Set(options).size !== options.length)
        return usage(name);
      return { ok: true, command: { name, header, text: body, options } };
    }
    case 'delete-poll': {
      const parts = quoted(rest);
      return parts?.length === 1 && parts[0]
        ? { ok: true, command: { name, header: parts[0] } }
        : usage(name);
    }
  }
}

/**
 * What the bot says after each command (spec §6; wording of our own where it shows none).
 * Counts and end dates use the web's formatters (`plural`, `formatDateTime`); a notice is
 * stored once for readers in every time zone, so its dates are in UTC and say so.
 */
const utc = (date: Date) => `${formatDateTime(date, 'UTC')} UTC`;

export const BOT_NOTICES = {
  warned: (name: string, n: number) =>
    `@${name} has been warned, they now have ${plural(n, 'warning')}`,
  kicked: (name: string, n: number) => `@${name} has been kicked (${plural(n, 'kick')})`,
  banned: (name: string, until: Date) => `@${name} has been banned until ${utc(until)}`,
  bannedForGood: (name: string) => `@${name} has been banned permanently`,
  muted: (name: string, until: Date) => `@${name} has been muted until ${utc(until)}`,
  given: (name: string, role: string) => `@${name} has been given the ${role} role`,
  removed: (name: string, role: string) => `@${name} no longer has the ${role} role`,
  ticketOpened: (name: string) => `@${name} opened this ticket. Our staff will answer here.`,
  /** A Blue Badge tier 3 member's ticket: one-on-one support, the staff are pinged (decision 0042). */
  priorityTicketOpened: (name: string) =>
    `@${name} opened a priority ticket (Blue Badge tier 3 one-on-one support). Our staff have been notified and will answer here first.`,
  ticketClosed: (name: string) => `This ticket was closed by @${name}.`,
  ticketReopened: (name: string) => `This ticket was reopened by @${name}.`,
  pollCreated: (header: string) => `New poll: ${header}`,
  cleared: (name: string, n: number) => `@${name} cleared ${plural(n, 'message')}.`,
  slowmodeOn: (name: string, seconds: number) =>
    `@${name} turned on slow mode: one message every ${seconds} second(s).`,
  slowmodeOff: (name: string) => `@${name} turned off slow mode.`,
  status: (name: string, c: { ban: number; kick: number; mute: number; warn: number }) =>
    `@${name}: ${plural(c.ban, 'ban')}, ${plural(c.kick, 'kick')}, ${plural(c.mute, 'mute')}, ${plural(c.warn, 'warning')}`,
  unknownMember: (name: string) => `No member is called @${name}.`,
  notAllowed: "You can't use this command.",
  cannotDiscipline: (name: string) => `You can't moderate @${name}.`,
  pollNotFound: (header: string) => `No poll is called "${header}".`,
  pollDeleted: (header: string) => `The poll "${header}" has been deleted.`,
  marketingCv: (name: string, cv: string) => `@${name}'s application: ${cv}`,
} as const;
