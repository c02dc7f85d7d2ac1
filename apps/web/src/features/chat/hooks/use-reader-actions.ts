import { useCallback } from 'react';
import type { ChatMessage } from '@bbt/domain';
import { useToast } from '../../../components/ui/toast';
import { useMarkUnread } from '../api/mark-unread';
import { describeError } from '../utils/describe-error';
import { messageUrl } from './use-message-jump';

/**
 * A message menu's "Copy message link" and "Mark unread" (decision 0067), each answered with a
 * toast. The link is the address that opens the channel at the message (`?message=`).
 */
export function useReaderActions() {
  const toast = useToast();
  const { mutate } = useMarkUnread();

  const copyLink = useCallback(
    (message: ChatMessage) => {
      const link = new URL(messageUrl(message.channel, message.id), window.location.origin).href;
      if (!navigator.clipboard) {
        toast.error('Could not copy to the clipboard');
        return;
      }
      navigator.clipboard.writeText(link).then(
        () => toast.success('Message link copied'),
        () => toast.error('Could not copy to the clipboard'),
      );
    },
    [toast],
  );

  const markUnread = useCallback(
    (message: ChatMessage) =>
      mutate(
        { slug: message.channel, messageId: message.id },
        {
          onSuccess: () => toast.success('Marked unread from this message'),
          onError: (error) => toast.error(describeError(error)),
        },
      ),
    [mutate, toast],
  );

  return { copyLink, markUnread };
}
