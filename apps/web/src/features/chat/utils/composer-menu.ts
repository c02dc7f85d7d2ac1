import { COMMAND_NAMES, COMMAND_USAGE } from '@bbt/domain';
import type { CommandName } from '@bbt/domain';
import { SHORTCODES } from './emoji-shortcodes';

/**
 * The composer's pop-up menus (spec screen 13): '@' members and roles, '#' channels, '/'
 * commands (founder and admin only), ':' emoji by shortcode (decision 0067). Pure helpers: where the trigger is, which items match,
 * and the text after picking one.
 */

export type TriggerKind = 'mention' | 'channel' | 'command' | 'emoji';

export interface Trigger {
  kind: TriggerKind;
  /** What was typed after the sigil. */
  query: string;
  /** Index of the sigil in the text. */
  start: number;
  /** Index just past the token (the caret, or the end of a word the caret sits in). */
  end: number;
}

export interface MenuItem {
  /** Unique within one menu. */
  id: string;
  label: string;
  /** Secondary text (a role's name, a channel's label). */
  hint?: string;
  /** Inserted in place of the typed token, followed by a space. */
  insert: string;
  /** Lower-case strings the query is matched against. */
  search: string[];
  /** What follows the label on screen only (a command's arguments); not part of its name. */
  usage?: string;
  /**
   * Inserted instead of `insert` when nothing follows the token (a command's usage form),
   * with `select` (offsets into `text`) selected so typing replaces the first placeholder.
   */
  template?: { text: string; select: [number, number] };
}

/** The commands of spec §6, as the domain's command parser knows them. */
export const COMMANDS = COMMAND_NAMES;

/**
 * A command's usage form without its optional parts ('/ban name [days]' style brackets and a
 * trailing '...'): `/ban name days`, `/poll "header" "text" "option" "option"`. `select` covers
 * the first placeholder (inside its quotes), or is null when the command takes no arguments.
 */
export function commandTemplate(name: CommandName): {
  text: string;
  args: string;
  select: [number, number] | null;
} {
  const head = `/${name}`;
  const args = COMMAND_USAGE[name]
    .slice(head.length)
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\.\.\.\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!args) return { text: head, args, select: null };
  const first = /^("?)([^\s"]+)/.exec(args);
  const start = head.length + 1 + (first?.[1]?.length ?? 0);
  const end = start + (first?.[2]?.length ?? 0);
  return { text: `${head} ${args}`, args, select: [start, end] };
}

const TOKEN_TAIL = /^[\w.-]*/;

export function findTrigger(text: string, caret: number, allowCommands: boolean): Trigger | null {
  const before = text.slice(0, caret);
  const tail = TOKEN_TAIL.exec(text.slice(caret))?.[0] ?? '';
  const command = /^\/([\w-]*)$/.exec(before);
  if (command) {
    if (!allowCommands) return null;
    return { kind: 'command', query: command[1] ?? '', start: 0, end: caret + tail.length };
  }
  const match = /(^|[^\w@#])([@#])([\w.-]*)$/.exec(before);
  if (!match) return emojiTrigger(before, caret);
  const [, lead = '', sigil, query = ''] = match;
  return {
    kind: sigil === '#' ? 'channel' : 'mention',
    query,
    start: match.index + lead.length,
    end: caret + tail.length,
  };
}

/** Letters typed after ':' before the emoji menu opens, as Discord waits for (':)' is a face). */
export const EMOJI_QUERY_MIN = 2;

/** ':fi' at a word's start (not '12:30', not 'http://'): the emoji menu. */
function emojiTrigger(before: string, caret: number): Trigger | null {
  const match = /(^|\s|\()(:)([a-z0-9_+-]*)$/i.exec(before);
  const query = match?.[3] ?? '';
  if (!match || query.length < EMOJI_QUERY_MIN) return null;
  return {
    kind: 'emoji',
    query: query.toLowerCase(),
    start: match.index + (match[1]?.length ?? 0),
    end: caret,
  };
}

/** Items whose search strings start with the query first, then those containing it. */
export function filterMenuItems(items: readonly MenuItem[], query: string, limit = 8): MenuItem[] {
  const q = query.toLowerCase();
  if (!q) return items.slice(0, limit);
  const starts: MenuItem[] = [];
  const contains: MenuItem[] = [];
  for (const item of items) {
    if (item.search.some((s) => s.startsWith(q))) starts.push(item);
    else if (item.search.some((s) => s.includes(q))) contains.push(item);
  }
  return [...starts, ...contains].slice(0, limit);
}

/**
 * Replaces the trigger's token with the item and a space; returns the new text and caret. An
 * item with a template at the end of the text inserts the template and selects its first
 * placeholder (`caret` to `selectionEnd`).
 */
export function applyMenuItem(
  text: string,
  trigger: Trigger,
  item: MenuItem,
): { text: string; caret: number; selectionEnd?: number } {
  const rest = text.slice(trigger.end);
  if (item.template && rest.trim() === '') {
    const [from, to] = item.template.select;
    return {
      text: text.slice(0, trigger.start) + item.template.text,
      caret: trigger.start + from,
      selectionEnd: trigger.start + to,
    };
  }
  const inserted = `${item.insert}${rest.startsWith(' ') ? '' : ' '}`;
  return {
    text: text.slice(0, trigger.start) + inserted + rest,
    caret: trigger.start + inserted.length + (rest.startsWith(' ') ? 1 : 0),
  };
}

export interface MenuSources {
  members: ReadonlyArray<{ id: string; name: string; roleLabel: string }>;
  roles: ReadonlyArray<{ key: string; label: string }>;
  channels: ReadonlyArray<{ slug: string; label: string }>;
}

/** The items of one menu: '@' members then roles, '#' channels, '/' commands. */
export function menuItemsFor(kind: TriggerKind, sources: MenuSources): MenuItem[] {
  switch (kind) {
    case 'mention':
      return [
        ...sources.members.map((m) => ({
          id: `member-${m.id}`,
          label: m.name,
          hint: m.roleLabel,
          insert: `@${m.name.replace(/\s+/g, '')}`,
          search: [m.name.toLowerCase(), m.name.replace(/\s+/g, '').toLowerCase()],
        })),
        ...sources.roles.map((r) => ({
          id: `role-${r.key}`,
          label: `@${r.key}`,
          hint: r.label,
          insert: `@${r.key}`,
          search: [r.key, r.label.toLowerCase()],
        })),
      ];
    case 'channel':
      return sources.channels.map((c) => ({
        id: `channel-${c.slug}`,
        label: `#${c.slug}`,
        hint: c.label,
        insert: `#${c.slug}`,
        search: [c.slug, c.label.toLowerCase()],
      }));
    case 'command':
      return COMMANDS.map((command) => {
        const template = commandTemplate(command);
        return {
          id: `command-${command}`,
          label: `/${command}`,
          insert: `/${command}`,
          search: [command],
          ...(template.args ? { usage: template.args } : {}),
          ...(template.select
            ? { template: { text: template.text, select: template.select } }
            : {}),
        };
      });
    case 'emoji':
      return [...SHORTCODES].map(([name, emoji]) => ({
        id: `emoji-${name}`,
        label: `${emoji} :${name}:`,
        insert: emoji,
        search: [name],
      }));
  }
}
