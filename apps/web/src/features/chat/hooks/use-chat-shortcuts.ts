import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChannelSummary } from '../types';
import { focusComposerSoon } from '../utils/focus-composer';
import { groupChannels } from '../utils/group-channels';
import { adjacentChannel, adjacentUnread, chatShortcut } from '../utils/shortcuts';

/**
 * The workspace-wide shortcuts (decision 0035): Alt+Up/Down through the sidebar's channels
 * (with Shift, its unread ones), Ctrl/Cmd+K for the channel switcher, Ctrl/Cmd+/ for the list of
 * shortcuts. Escape and Up belong to the channel and the composer, which handle them.
 */
export function useChatShortcuts(slug: string, channels: readonly ChannelSummary[] | undefined) {
  const navigate = useNavigate();
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const latest = useRef({ slug, channels });
  useEffect(() => {
    latest.current = { slug, channels };
  }, [slug, channels]);

  const openChannel = useCallback(
    (next: string) => {
      navigate(`/app/${next}`);
      focusComposerSoon();
    },
    [navigate],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = chatShortcut(event, {
        dialogOpen: document.querySelector('dialog[open]') !== null,
        inConversation: false,
        emptyComposer: false,
      });
      if (!shortcut) return;
      const { slug: current, channels: list = [] } = latest.current;
      // Sidebar order: the groups as shown, the server's order inside each.
      const ordered = groupChannels(list).flatMap((group) => group.channels);
      let next: string | null = null;
      if (shortcut === 'previous-channel' || shortcut === 'next-channel') {
        const step = shortcut === 'next-channel' ? 1 : -1;
        next = adjacentChannel(
          ordered.map((c) => c.slug),
          current,
          step,
        );
      } else if (shortcut === 'previous-unread' || shortcut === 'next-unread') {
        next = adjacentUnread(ordered, current, shortcut === 'next-unread' ? 1 : -1);
      } else if (shortcut === 'switcher') {
        setSwitcherOpen(true);
      } else if (shortcut === 'help') {
        setHelpOpen(true);
      } else {
        return;
      }
      event.preventDefault();
      if (next && next !== current) {
        // Focus in the old channel goes with it; the new one's composer takes it.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        openChannel(next);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openChannel]);

  return { switcherOpen, setSwitcherOpen, helpOpen, setHelpOpen, openChannel };
}
