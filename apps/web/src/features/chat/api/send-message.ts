import type { ChatMessage, SendMessageInput } from '@bbt/domain';
import { ACK_TIMEOUT_MS, unwrapAck } from '../../../lib/socket';
import type { AppSocket } from '../../../lib/socket';

/**
 * `message:send`: stored before it is acknowledged; a retry with the same client id stores
 * one message. The local echo around it lives in hooks/use-send-message.ts.
 */
export function sendMessage(socket: AppSocket, input: SendMessageInput): Promise<ChatMessage> {
  return unwrapAck(socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message:send', input));
}
