import { toMessageFrame, type ChatMessage, type MessageFrame } from '@bbt/domain';
import { channelRoom, type ChatServer } from '../../plugins/realtime';

type Queued =
  | { event: 'message:new'; frames: MessageFrame[] }
  | { event: 'message:updated'; message: ChatMessage };

/**
 * Each channel's broadcasts of messages, gathered per window (decision 0085). A new message in a
 * quiet channel goes out at the end of the event loop's turn, with any other stored in the same
 * turn (a batch of sends stored together: createChannelWrites); that opens the channel's window,
 * and what it posts in the next `windowMs` goes out together when it closes. New messages that
 * follow one another go out as one packet, `message:new` with one frame each, so each socket of
 * the room is written once for them, not once per message. An update to a message waits in line
 * behind the new messages its channel holds back: a client never learns of an edit, a delete or
 * a reaction before the message itself. `windowMs` 0: only what one turn stored goes together.
 */
export function createBroadcastWindows(io: ChatServer, windowMs: number) {
  /** Channels whose window is open, with what waits for its end (possibly nothing). */
  const open = new Map<string, Queued[]>();
  /** What ends each open window: the end of the turn, or the window's timer. */
  const closings = new Map<string, () => void>();

  function send(channel: string, queued: Queued[]) {
    const room = io.to(channelRoom(channel));
    for (const item of queued) {
      if (item.event === 'message:new') room.emit('message:new', ...item.frames);
      else room.emit('message:updated', item.message);
    }
  }

  function closeAfter(channel: string, ms: number) {
    if (ms === 0) {
      const immediate = setImmediate(() => close(channel, { reopen: true }));
      closings.set(channel, () => clearImmediate(immediate));
    } else {
      const timer = setTimeout(() => close(channel, { reopen: true }), ms).unref();
      closings.set(channel, () => clearTimeout(timer));
    }
  }

  /**
   * Sends what the channel gathered; with `reopen`, keeps its window open for as long again
   * unless nothing came. The next closing is set before sending, so a failed send leaves no
   * channel waiting for ever.
   */
  function close(channel: string, { reopen }: { reopen: boolean }) {
    const queued = open.get(channel) ?? [];
    closings.get(channel)?.();
    closings.delete(channel);
    if (!reopen || queued.length === 0 || windowMs === 0) open.delete(channel);
    else {
      open.set(channel, []);
      closeAfter(channel, windowMs);
    }
    send(channel, queued);
  }

  return {
    newMessage(message: ChatMessage) {
      const frame = toMessageFrame(message);
      const queued = open.get(message.channel);
      if (!queued) {
        open.set(message.channel, [{ event: 'message:new', frames: [frame] }]);
        closeAfter(message.channel, 0);
        return;
      }
      const last = queued.at(-1);
      if (last?.event === 'message:new') last.frames.push(frame);
      else queued.push({ event: 'message:new', frames: [frame] });
    },
    updated(message: ChatMessage) {
      const queued = open.get(message.channel);
      if (queued && queued.length > 0) queued.push({ event: 'message:updated', message });
      else send(message.channel, [{ event: 'message:updated', message }]);
    },
    /**
     * Sends everything held back now and closes every window: before the sockets close (a
     * shutdown), and before a member's rooms change, so a notice posted about them reaches
     * them while they are still in its channel.
     */
    flush() {
      for (const channel of [...open.keys()]) close(channel, { reopen: false });
    },
  };
}
