import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@bbt/domain';
import { ACK_TIMEOUT_MS, unwrapAck } from '../../../lib/socket';
import type { AppSocket } from '../../../lib/socket';
import { useChatSocket } from '../realtime/socket-context';
import { applyServerMessages } from './get-messages';
import { applyPinChange } from './get-pins';

export interface PinInput {
  id: number;
  pinned: boolean;
}

/** `message:pin`: pins or unpins a message (decision 0034); answers it as it now is. */
export function pinMessage(socket: AppSocket, input: PinInput): Promise<ChatMessage> {
  return unwrapAck(socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message:pin', input));
}

export function usePinMessage() {
  const { socket } = useChatSocket();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PinInput) => pinMessage(socket, input),
    onSuccess: (message) => {
      applyServerMessages(queryClient, message.channel, [message], { insert: false });
      applyPinChange(queryClient, message);
    },
  });
}
