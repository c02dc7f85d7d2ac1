import { useCallback } from 'react';
import type { KeyboardEvent } from 'react';
import { canEditMessage } from '@bbt/domain';
import { useMarkChannelRead } from '../api/mark-read';
import type { ChatEntry } from '../types';
import { lastServerId } from '../utils/merge-messages';
import { chatShortcut, pressOf } from '../utils/shortcuts';

/**
 * The open channel's keys (decision 0035): Escape in the history or the composer marks the
 * channel read up to its newest message, even when the member has scrolled up, and ends the
 * 'New' divider; Up from an empty composer edits the member's last message it can edit.
 */
export function useChannelKeys({
  slug,
  messages,
  viewerId,
  startEdit,
  onMarkedRead,
}: {
  slug: string;
  messages: readonly ChatEntry[] | undefined;
  viewerId: string;
  startEdit: (id: number) => void;
  onMarkedRead: () => void;
}) {
  const { mutate: markRead } = useMarkChannelRead();

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as Element;
      const shortcut = chatShortcut(pressOf(event), {
        dialogOpen: document.querySelector('dialog[open]') !== null,
        // The header's controls (the sidebar toggle, the bell) are not the conversation.
        inConversation: target.closest('header') === null,
        emptyComposer: false,
      });
      if (shortcut !== 'mark-read') return;
      const last = messages ? lastServerId(messages) : null;
      if (last === null) return;
      event.preventDefault();
      markRead({ slug, lastId: last });
      onMarkedRead();
    },
    [messages, slug, markRead, onMarkedRead],
  );

  /** Opens the editor on the member's newest editable message; false when there is none. */
  const editLast = useCallback((): boolean => {
    const mine = [...(messages ?? [])]
      .reverse()
      .find(
        (m) =>
          !m.local &&
          canEditMessage(
            { id: viewerId },
            { authorId: m.author.id, hasImage: m.image !== null, deleted: m.deleted },
          ),
      );
    if (!mine) return false;
    startEdit(mine.id);
    return true;
  }, [messages, viewerId, startEdit]);

  return { onKeyDown, editLast };
}
