import { useCallback, useMemo, useState } from 'react';
import { canPinIn, isTicketSlug } from '@bbt/domain';
import type { ChatMessage, MemberChannelAccess } from '@bbt/domain';
import { useToast } from '../../../components/ui/toast';
import { useFollowedThreads } from '../api/get-followed-threads';
import { usePinMessage } from '../api/pin-message';
import type { PinThreadContextValue } from '../components/pin-thread-context';
import type { ChatViewer } from '../types';
import { describeError } from '../utils/describe-error';

/**
 * Pins and threads in the open channel (decision 0034): whether the viewer may pin here (the
 * domain's rule, where the viewer's access, discipline included, lets them write; only staff
 * pin in a ticket), the thread open in the side panel, and the threads the viewer follows.
 */
export function usePinsThreads({
  slug,
  viewer,
  access,
  readable,
}: {
  slug: string;
  viewer: ChatViewer;
  access: MemberChannelAccess;
  readable: boolean;
}) {
  const toast = useToast();
  const [threadRootId, setThreadRootId] = useState<number | null>(null);
  const followed = useFollowedThreads(slug, readable);
  const { mutate: pin } = usePinMessage();
  const ticket = isTicketSlug(slug) ? { openerId: '', open: access.reason !== 'closed' } : null;
  const canPin = readable && access.write && canPinIn(viewer, slug, ticket);

  const togglePin = useCallback(
    (message: ChatMessage) =>
      pin(
        { id: message.id, pinned: !message.pinned },
        {
          onSuccess: (changed) =>
            toast.success(changed.pinned ? 'Message pinned' : 'Message unpinned'),
          onError: (error) => toast.error(describeError(error)),
        },
      ),
    [pin, toast],
  );

  const context = useMemo<PinThreadContextValue>(
    () => ({
      canPin,
      togglePin,
      openThread: (message) => setThreadRootId(message.id),
      followed: followed.data,
    }),
    [canPin, togglePin, followed.data],
  );

  return { context, threadRootId, closeThread: () => setThreadRootId(null) };
}
