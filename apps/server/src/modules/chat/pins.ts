import { canPinIn, COPY, MAX_PINS_PER_CHANNEL, type ChatMessage } from '@bbt/domain';
import type { Database } from '../../db/client';
import { BOT } from '../../db/seed-content';
import { AppError, badRequest, notFound } from '../../errors';
import { recordAudit } from '../audit';
import type { Member } from '../users';
import { assertCanRead, assertCanWrite } from './access';
import { recordChannelChange } from './changes-repo';
import { countPins, listPinned, setPinned } from './pins-threads-repo';
import { presentMessage, presentMessages } from './present';
import { findMessage, insertMessage, lockChannelForInsert } from './repo';
import { ticketFor } from './service';

export interface PinResult {
  /** The message as it now is. */
  message: ChatMessage;
  /** The bot's '{name} pinned a message.', replying to it; null for an unpin or no change. */
  botLine: ChatMessage | null;
}

/**
 * Pins or unpins a message (decision 0034): founder, admin and the channel's staff, while they
 * may post in the channel (a mute stops it, as it stops a send). A pin is announced by the bot
 * in a line that replies to the message (its preview jumps to it); an unpin says nothing.
 * Asking for the state a message already has changes nothing and announces nothing.
 */
export async function setMessagePinned(
  db: Database,
  member: Member,
  input: { id: number; pinned: boolean },
): Promise<PinResult> {
  const found = await findMessage(db, input.id);
  if (!found) throw notFound(COPY.server.chat.noSuchMessage);
  const ticket = await ticketFor(db, found.channel);
  const channel = assertCanWrite(member, found.channel, ticket);
  if (!canPinIn(member, channel, ticket)) {
    throw new AppError(403, 'forbidden', COPY.server.chat.pinnersOnly);
  }
  if (found.threadRootId !== null)
    throw badRequest(COPY.server.chat.threadReplyNotPinned, 'thread_reply');

  const outcome = await db.transaction(async (tx) => {
    // Under the channel's lock: two pins at once can't both pass the limit, and the bot's line
    // gets its id in order with the channel's other messages.
    await lockChannelForInsert(tx, channel);
    const row = await findMessage(tx, found.id);
    if (!row) throw notFound(COPY.server.chat.noSuchMessage);
    if ((row.pinnedAt !== null) === input.pinned) return { row, seq: undefined, botLine: null };
    if (input.pinned) {
      if (row.deletedAt) throw badRequest(COPY.server.chat.deletedNotPinned, 'message_deleted');
      if ((await countPins(tx, channel)) >= MAX_PINS_PER_CHANNEL)
        throw new AppError(409, 'too_many_pins', COPY.chat.pins.tooMany(MAX_PINS_PER_CHANNEL));
    }
    await setPinned(tx, row.id, input.pinned ? member.id : null);
    const seq = await recordChannelChange(tx, { channel, kind: 'pin', messageId: row.id });
    await recordAudit(tx, {
      actorId: member.id,
      action: input.pinned ? 'pin' : 'unpin',
      targetId: row.userId,
      channel,
      details: { messageId: row.id },
    });
    const botLine = input.pinned
      ? await insertMessage(tx, {
          channel,
          userId: BOT.id,
          text: COPY.chat.pins.botLine(member.name),
          replyToId: row.id,
        })
      : null;
    return { row, seq, botLine };
  });
  const now = (await findMessage(db, found.id)) ?? outcome.row;
  return {
    message: { ...(await presentMessage(db, now)), ...(outcome.seq && { seq: outcome.seq }) },
    botLine: outcome.botLine
      ? {
          ...(await presentMessage(db, outcome.botLine.row)),
          previousId: outcome.botLine.previousId,
          seq: outcome.botLine.seq,
        }
      : null,
  };
}

/** The channel's pinned messages for its pins panel, most recently pinned first. */
export async function channelPins(db: Database, member: Member, slug: string) {
  const channel = assertCanRead(member, slug, await ticketFor(db, slug));
  return presentMessages(db, await listPinned(db, channel, MAX_PINS_PER_CHANNEL));
}
