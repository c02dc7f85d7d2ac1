import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@bbt/domain';
import { ACK_TIMEOUT_MS, unwrapAck } from '../../../lib/socket';
import type { AppSocket } from '../../../lib/socket';
import { useChatSocket } from '../realtime/socket-context';
import { applyServerMessages } from './get-messages';

/** `reaction:toggle`: adds the member's emoji, or takes it back (ruling 8). */
export function toggleReaction(
  socket: AppSocket,
  input: { messageId: number; emoji: string },
): Promise<ChatMessage> {
  return unwrapAck(socket.timeout(ACK_TIMEOUT_MS).emitWithAck('reaction:toggle', input));
}

export function useToggleReaction() {
  const { socket } = useChatSocket();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { messageId: number; emoji: string }) => toggleReaction(socket, input),
    onSuccess: (message) =>
      applyServerMessages(queryClient, message.channel, [message], { insert: false }),
  });
}
