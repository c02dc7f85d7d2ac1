import type { CommandResult } from '@bbt/domain';
import { ACK_TIMEOUT_MS, unwrapAck } from '../../../lib/socket';
import type { AppSocket } from '../../../lib/socket';

/**
 * `command:run`: text starting with '/' is run as a command, never posted as a message. A
 * non-null notice is a private answer for the sender only; public effects (bot notices,
 * cleared messages, polls) arrive through the usual socket events.
 */
export function runCommand(
  socket: AppSocket,
  input: { channel: string; text: string },
): Promise<CommandResult> {
  return unwrapAck(socket.timeout(ACK_TIMEOUT_MS).emitWithAck('command:run', input));
}
