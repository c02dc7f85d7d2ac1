import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@bbt/domain';
import { ACK_TIMEOUT_MS, unwrapAck } from '../../../lib/socket';
import type { AppSocket } from '../../../lib/socket';
import { useChatSocket } from '../realtime/socket-context';
import { applyServerMessages } from './get-messages';

/** `message:delete`: a soft delete (ruling 11); the message comes back as a tombstone. */
export function deleteMessage(socket: AppSocket, input: { id: number }): Promise<ChatMessage> {
  return unwrapAck(socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message:delete', input));
}

export function useDeleteMessage() {
  const { socket } = useChatSocket();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMessage(socket, { id }),
    onSuccess: (message) =>
      applyServerMessages(queryClient, message.channel, [message], { insert: false }),
  });
}
