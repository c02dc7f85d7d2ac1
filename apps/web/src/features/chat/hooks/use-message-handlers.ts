import { useCallback, useMemo, useState, type RefObject } from 'react';
import { COPY, LIMITS, mentionKey, toggleReaction as reactionOutcome } from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import { useToast } from '../../../components/ui/toast';
import { useDeleteMessage } from '../api/delete-message';
import { useEditMessage } from '../api/edit-message';
import { useToggleReaction } from '../api/toggle-reaction';
import type { MessageContextValue } from '../components/message-context';
import type { ChannelSummary, ChatViewer, EmojiTarget, Member } from '../types';
import { describeError } from '../utils/describe-error';
import type { MentionContext } from '../utils/text-segments';
import { heldRoleKeys } from '../utils/viewer';
import { useSendMessage } from './use-send-message';

/** Everything a message can do in the open channel, for the message context. */
export function useMessageHandlers({
  slug,
  viewer,
  members,
  channels,
  canWrite,
  canReact,
  canDelete,
  jumpTo,
  setEmojiTarget,
  restoreRef,
}: {
  slug: string;
  viewer: ChatViewer;
  members: readonly Member[] | undefined;
  channels: readonly ChannelSummary[] | undefined;
  canWrite: boolean;
  canReact: boolean;
  canDelete: boolean;
  /** Shows a message of the channel (a reply preview pressed). */
  jumpTo: (id: number) => void;
  setEmojiTarget: (target: EmojiTarget | null) => void;
  /** The composer's insert, where a refused message's text goes back. */
  restoreRef?: RefObject<((text: string) => void) | null>;
}) {
  const toast = useToast();
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [viewing, setViewing] = useState<ChatMessage | null>(null);
  const sender = useSendMessage(slug, viewer, null, restoreRef);
  const { mutate: editMessage, isPending: savingEdit } = useEditMessage();
  const remove = useDeleteMessage();
  const { mutate: toggleReaction } = useToggleReaction();

  // Keyed by content, not identity: badge updates replace the channel list often.
  const memberKeys = (members ?? []).map((m) => mentionKey(m.name)).join('\n');
  const channelSlugs = (channels ?? []).map((c) => c.slug).join('\n');
  const roleKeys = heldRoleKeys(viewer).join('\n');
  const myKey = mentionKey(viewer.name);
  const mentionContext = useMemo<MentionContext>(
    () => ({
      memberKeys: new Set(memberKeys.split('\n').filter(Boolean)),
      channelSlugs: new Set(channelSlugs.split('\n').filter(Boolean)),
      myKey,
      myRoles: new Set(roleKeys.split('\n').filter(Boolean)),
    }),
    [memberKeys, channelSlugs, myKey, roleKeys],
  );

  const toggle = useCallback(
    (message: ChatMessage, emoji: string) => {
      const outcome = reactionOutcome(message.reactions, viewer.id, emoji);
      if (outcome.action === 'refused') {
        toast.error(COPY.chat.tooManyReactions(LIMITS.maxReactionsPerMessage));
        return;
      }
      toggleReaction(
        { messageId: message.id, emoji },
        { onError: (error) => toast.error(describeError(error)) },
      );
    },
    [viewer.id, toggleReaction, toast],
  );

  const context = useMemo<MessageContextValue>(
    () => ({
      viewer,
      mentionContext,
      canWrite,
      canReact,
      canDelete,
      editingId,
      startEdit: setEditingId,
      cancelEdit: () => setEditingId(null),
      saveEdit: (id, text) =>
        editMessage(
          { id, text },
          {
            onSuccess: () => setEditingId(null),
            onError: (error) => toast.error(describeError(error)),
          },
        ),
      savingEdit,
      reply: setReplyTo,
      openReactionPicker: (messageId) => setEmojiTarget({ kind: 'reaction', messageId }),
      toggleReaction: toggle,
      requestDelete: setDeleting,
      openImage: setViewing,
      jumpTo,
      retry: sender.retry,
      discard: sender.discard,
    }),
    [
      viewer,
      mentionContext,
      canWrite,
      canReact,
      canDelete,
      editingId,
      editMessage,
      savingEdit,
      toast,
      toggle,
      setEmojiTarget,
      jumpTo,
      sender.retry,
      sender.discard,
    ],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => toast.error(describeError(error)),
    });
  };

  return {
    context,
    send: sender.send,
    replyTo,
    setReplyTo,
    deleting,
    setDeleting,
    deletePending: remove.isPending,
    confirmDelete,
    viewing,
    setViewing,
    toggleReaction: toggle,
  };
}
