import { toMessageFrame, type ChatMessage, type MessageFrame } from '@bbt/domain';
import { channelRoom, type ChatServer } from '../../plugins/realtime';

/**
 * How long a channel's new messages are gathered, after it sent some, before the next go out
 * (decision 0085): at most this much later than they would have gone, in a channel that posts
 * more often than this; never later after a quiet moment.
 */
export const BROADCAST_WINDOW_MS = 30;

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
 * a reaction before the message itself.
 */
export function createBroadcastWindows(io: ChatServer, windowMs = BROADCAST_WINDOW_MS) {
  /** Channels whose window is open, with what waits for its end (possibly nothing). */
  const open = new Map<string, Queued[]>();

  function send(channel: string, queued: Queued[]) {
    const room = io.to(channelRoom(channel));
    for (const item of queued) {
      if (item.event === 'message:new') room.emit('message:new', ...item.frames);
      else room.emit('message:updated', item.message);
    }
  }

  /** Sends what the channel gathered; keeps its window open for as long again, or closes it. */
  function close(channel: string) {
    const queued = open.get(channel);
    if (!queued || queued.length === 0) {
      open.delete(channel);
      return;
    }
    open.set(channel, []);
    send(channel, queued);
    setTimeout(() => close(channel), windowMs).unref();
  }

  return {
    newMessage(message: ChatMessage) {
      const frame = toMessageFrame(message);
      const queued = open.get(message.channel);
      if (!queued) {
        open.set(message.channel, [{ event: 'message:new', frames: [frame] }]);
        setImmediate(() => close(message.channel));
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
  };
}
