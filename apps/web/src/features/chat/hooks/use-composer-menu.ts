import { useMemo, useState } from 'react';
import { MENTION_ROLE_KEYS, PRIORITY_LABELS, ROLE_LABELS, isRoleKey } from '@bbt/domain';
import { useMemberSearch } from '../api/get-members';
import type { ChannelSummary, Member } from '../types';
import { foundFirst } from '../utils/found-members';
import { COMMANDS, filterMenuItems, findTrigger, menuItemsFor } from '../utils/composer-menu';
import type { MenuItem, Trigger } from '../utils/composer-menu';

const ROLES = MENTION_ROLE_KEYS.map((key) => ({
  key,
  label: isRoleKey(key) ? ROLE_LABELS[key] : 'Everyone',
}));

export interface ComposerMenuState {
  trigger: Trigger | null;
  items: MenuItem[];
  active: number;
  setActive: (index: number) => void;
  /** Escape: hide the menu until the member starts another token. */
  dismiss: () => void;
}

/** The '@', '#' and '/' menu for the text and caret of the composer. */
export function useComposerMenu({
  text,
  caret,
  allowCommands,
  allowGroupMentions,
  members,
  channels,
}: {
  text: string;
  caret: number;
  allowCommands: boolean;
  /** '@everyone' and '@<role>' are offered only to who may ping groups (decision 0023). */
  allowGroupMentions: boolean;
  /** Members at hand (the member list's first screen); the server is asked for the others. */
  members: readonly Member[] | undefined;
  channels: readonly ChannelSummary[] | undefined;
}): ComposerMenuState {
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const found = findTrigger(text, caret, allowCommands);
  // '@' and a few letters ask the server, which knows every member (decision 0044).
  const searched = useMemberSearch(found?.kind === 'mention' ? found.query : '');

  const sources = useMemo(
    () => ({
      members: foundFirst(searched.data, members).map((m) => ({
        id: m.id,
        name: m.name,
        roleLabel: PRIORITY_LABELS[m.priority],
      })),
      roles: allowGroupMentions ? ROLES : [],
      channels: channels ?? [],
    }),
    [searched.data, members, channels, allowGroupMentions],
  );

  const trigger = found && found.start !== dismissedAt ? found : null;
  const kind = trigger?.kind;
  const query = trigger?.query ?? '';
  const items = useMemo(
    () =>
      kind
        ? filterMenuItems(
            menuItemsFor(kind, sources),
            query,
            kind === 'command' ? COMMANDS.length : 8,
          )
        : [],
    [kind, query, sources],
  );

  // A new token starts over at the first item and may show a dismissed menu again.
  const [seen, setSeen] = useState<string | null>(null);
  const tokenId = found ? `${found.kind}:${found.start}:${found.query}` : null;
  if (tokenId !== seen) {
    setSeen(tokenId);
    setActive(0);
    if (found?.start !== dismissedAt) setDismissedAt(null);
  }

  return {
    trigger: items.length ? trigger : null,
    items,
    active: Math.min(active, Math.max(items.length - 1, 0)),
    setActive,
    dismiss: () => setDismissedAt(found?.start ?? null),
  };
}
