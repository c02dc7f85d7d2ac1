import type { ChatAuthor, ChatMessage } from './realtime';

/*
 * `message:new` as it travels to every member of a channel (decision 0047). A new message
 * mostly holds empty values (no reply, image, reactions, pin or thread; not edited, not
 * deleted), and one broadcast is written to every socket of the channel: the frame leaves out
 * every field that holds its empty value, and each client puts them back (`fromMessageFrame`).
 * Acknowledgements, history pages and `message:updated` keep the whole `ChatMessage`.
 */

/** The fields every frame carries. */
type Carried = 'id' | 'channel' | 'text' | 'createdAt';

export type MessageFrame = Pick<ChatMessage, Carried> & {
  author: Pick<ChatAuthor, 'id' | 'name' | 'priority'> & Partial<ChatAuthor>;
} & Partial<Omit<ChatMessage, Carried | 'author'>>;

/** What a field left out of a frame stands for. */
const EMPTY: Omit<ChatMessage, Carried | 'author' | 'previousId'> = {
  replyTo: null,
  image: null,
  edited: false,
  deleted: false,
  reactions: [],
  mentions: { userIds: [], roles: [], everyone: false },
  clientId: null,
  pinned: null,
  threadRootId: null,
  thread: null,
};

const EMPTY_AUTHOR: Pick<ChatAuthor, 'image' | 'isBot'> = { image: null, isBot: false };

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((inner) => isEmpty(inner)));

/** Drops the fields of `value` that hold their empty value. */
function withoutEmpty<T extends object>(value: T, keep: readonly string[]): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([key, field]) => keep.includes(key) || !isEmpty(field)),
  ) as Partial<T>;
}

export function toMessageFrame(message: ChatMessage): MessageFrame {
  return {
    ...withoutEmpty(message, ['id', 'channel', 'text', 'createdAt', 'previousId']),
    author: withoutEmpty(message.author, ['id', 'name', 'priority']),
  } as MessageFrame;
}

export function fromMessageFrame(frame: MessageFrame): ChatMessage {
  return { ...EMPTY, ...frame, author: { ...EMPTY_AUTHOR, ...frame.author } };
}
