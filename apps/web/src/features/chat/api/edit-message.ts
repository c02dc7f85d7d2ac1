import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@bbt/domain';
import { ACK_TIMEOUT_MS, unwrapAck } from '../../../lib/socket';
import type { AppSocket } from '../../../lib/socket';
import { useChatSocket } from '../realtime/socket-context';
import { applyServerMessages } from './get-messages';

/** `message:edit`: the author changes the text of a message without an image. */
export function editMessage(
  socket: AppSocket,
  input: { id: number; text: string },
): Promise<ChatMessage> {
  return unwrapAck(socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message:edit', input));
}

export function useEditMessage() {
  const { socket } = useChatSocket();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; text: string }) => editMessage(socket, input),
    onSuccess: (message) =>
      applyServerMessages(queryClient, message.channel, [message], { insert: false }),
  });
}
