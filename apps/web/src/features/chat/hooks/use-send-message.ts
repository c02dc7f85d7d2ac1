import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendMessageInput } from '@bbt/domain';
import { useToast } from '../../../components/ui/toast';
import { AckError } from '../../../lib/socket';
import { applyServerMessages, messagesQueryKey } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
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
      ? { id: reply.id, authorName: reply.author.name, text: reply.text, deleted: reply.deleted }
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
    local: { status: 'sending', input },
  };
}

/**
 * Zulip-style sending: the message shows at once as a local echo, and the server's copy
 * (acknowledgement or broadcast, whichever comes first) replaces it by client id. A refused
 * or unanswered send stays as a failed echo with Retry, which resends the same client id;
 * one refused for a banned word is removed, and the warning shows in a toast.
 */
export function useSendMessage(slug: string, viewer: ChatViewer) {
  const { socket } = useChatSocket();
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = useMemo(() => messagesQueryKey(slug), [slug]);

  const emit = useCallback(
    (input: SendMessageInput) => {
      sendMessage(socket, input).then(
        (message) => applyServerMessages(queryClient, slug, [message], { insert: true }),
        (error: unknown) => {
          const text = error instanceof Error ? error.message : String(error);
          // A banned word: the message is refused for good (a retry would only warn again),
          // so the echo goes and the warning shows.
          if (error instanceof AckError && error.code === BANNED_WORD_CODE) {
            queryClient.setQueryData<ChannelMessages>(key, (data) =>
              data ? removeEcho(data, input.clientId) : data,
            );
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
      );
    },
    [socket, queryClient, slug, key, toast],
  );

  const send = useCallback(
    (draft: Draft) => {
      const input: SendMessageInput = {
        channel: slug,
        clientId: newClientId(),
        text: draft.text.trim(),
        replyTo: draft.replyTo?.id ?? null,
        uploadId: draft.upload?.id ?? null,
      };
      queryClient.setQueryData<ChannelMessages>(key, (data) =>
        data ? addEcho(data, echoOf(viewer, input, draft)) : data,
      );
      emit(input);
    },
    [slug, viewer, queryClient, key, emit],
  );

  const retry = useCallback(
    (input: SendMessageInput) => {
      queryClient.setQueryData<ChannelMessages>(key, (data) =>
        data ? updateEcho(data, input.clientId, { status: 'sending', input }) : data,
      );
      emit(input);
    },
    [queryClient, key, emit],
  );

  const discard = useCallback(
    (clientId: string) => {
      queryClient.setQueryData<ChannelMessages>(key, (data) =>
        data ? removeEcho(data, clientId) : data,
      );
    },
    [queryClient, key],
  );

  return { send, retry, discard };
}
