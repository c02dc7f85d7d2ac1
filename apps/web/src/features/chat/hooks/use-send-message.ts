import { useCallback, useMemo, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendMessageInput } from '@bbt/domain';
import { useToast } from '../../../components/ui/toast';
import { applyServerMessages, messagesQueryKey } from '../api/get-messages';
import { applyThreadMessage, threadQueryKey } from '../api/get-thread';
import type { Upload } from '../api/upload-image';
import { useChatSocket } from '../realtime/socket-context';
import type { ChannelMessages, ChatEntry, ChatViewer } from '../types';
import { newClientId } from '../utils/client-id';
import { addEcho, nextEchoId, removeEcho, updateEcho } from '../utils/merge-messages';

/** `message:send` refused for a banned word (spec §5); the author was warned. */
const BANNED_WORD_CODE = 'banned_word';

export interface Draft {
  text: string;
  replyTo: ChatMessage | null;
  upload: Upload | null;
}

function echoOf(viewer: ChatViewer, input: SendMessageInput, draft: Draft): ChatEntry {
  const reply = draft.replyTo;
  return {
    id: nextEchoId(),
    channel: input.channel,
    author: {
      id: viewer.id,
      name: viewer.name,
      image: viewer.image,
      priority: viewer.priority,
      isBot: false,
    },
    text: input.text,
    replyTo: reply
      ? {
          id: reply.id,
          authorId: reply.author.id,
          authorName: reply.author.name,
          text: reply.text,
          deleted: reply.deleted,
        }
      : null,
    image: draft.upload
      ? { url: draft.upload.url, width: draft.upload.width, height: draft.upload.height }
      : null,
    edited: false,
    deleted: false,
    reactions: [],
    mentions: { userIds: [], roles: [], everyone: false },
    clientId: input.clientId,
    createdAt: new Date().toISOString(),
    threadRootId: input.threadRootId ?? null,
    local: { status: 'sending', input },
  };
}

/**
 * Zulip-style sending: the message shows at once as a local echo, and the server's copy
 * (acknowledgement or broadcast, whichever comes first) replaces it by client id. Sends go
 * through the workspace's outbox (decision 0030): in order, and while the socket is down the
 * echo waits for the connection. A refused or unanswered send stays as a failed echo with
 * Retry, which resends the same client id, and Discard; one refused for a banned word is
 * removed, its text goes back to the composer (`restoreRef`) to be reworded, and the server's
 * reason shows in a toast (decision 0068).
 */
export function useSendMessage(
  slug: string,
  viewer: ChatViewer,
  /** Replies in this thread (decision 0034): echoes go to the thread's cache. */
  threadRootId: number | null = null,
  /** The composer's insert: a refused text is put back there. */
  restoreRef?: RefObject<((text: string) => void) | null>,
) {
  const { outbox } = useChatSocket();
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = useMemo(
    () => (threadRootId === null ? messagesQueryKey(slug) : threadQueryKey(threadRootId)),
    [slug, threadRootId],
  );

  const emit = useCallback(
    (input: SendMessageInput) => {
      outbox.submit(input, {
        status: (status) =>
          queryClient.setQueryData<ChannelMessages>(key, (data) =>
            data ? updateEcho(data, input.clientId, { status, input }) : data,
          ),
        stored: (message) => {
          applyServerMessages(queryClient, slug, [message], { insert: true });
          applyThreadMessage(queryClient, message, { insert: true });
        },
        failed: (error) => {
          const text = error.message;
          // A banned word: the message is refused for good (a retry would only warn again),
          // so the echo goes and the warning shows.
          if (error.code === BANNED_WORD_CODE) {
            queryClient.setQueryData<ChannelMessages>(key, (data) =>
              data ? removeEcho(data, input.clientId) : data,
            );
            restoreRef?.current?.(input.text);
            toast.error(text);
            return;
          }
          // The failed echo says why where it stands, with retry and discard: no toast
          // repeats it.
          queryClient.setQueryData<ChannelMessages>(key, (data) =>
            data
              ? updateEcho(data, input.clientId, { status: 'failed', input, error: text })
              : data,
          );
        },
      });
    },
    [outbox, queryClient, slug, key, toast, restoreRef],
  );

  const send = useCallback(
    (draft: Draft) => {
      const input: SendMessageInput = {
        channel: slug,
        clientId: newClientId(),
        text: draft.text.trim(),
        replyTo: draft.replyTo?.id ?? null,
        uploadId: draft.upload?.id ?? null,
        threadRootId,
      };
      queryClient.setQueryData<ChannelMessages>(key, (data) =>
        data ? addEcho(data, echoOf(viewer, input, draft)) : data,
      );
      emit(input);
    },
    [slug, viewer, queryClient, key, emit, threadRootId],
  );

  // The outbox gives the echo its status again: waiting or sending.
  const retry = emit;

  const discard = useCallback(
    (clientId: string) => {
      outbox.discard(clientId);
      queryClient.setQueryData<ChannelMessages>(key, (data) =>
        data ? removeEcho(data, clientId) : data,
      );
    },
    [outbox, queryClient, key],
  );

  return { send, retry, discard };
}
