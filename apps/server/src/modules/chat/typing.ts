import { slowDownMessage, type Ack, type TypingNotice } from '@bbt/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { channelRoom, memberRoom, type ChatServer, type ChatSocket } from '../../plugins/realtime';
import type { SocketRateLimiter } from '../../plugins/socket-rate-limit';
import { toMember, type MemberRows } from '../users';
import { assertCanWrite } from './access';
import { threadRootOf, ticketFor } from './service';
import { failure } from './socket';

const typingSchema = z
  .object({
    channel: z.string().min(1).max(64),
    threadId: z.number().int().positive().optional(),
    typing: z.boolean(),
  })
  .strict();

/** The thread typed in: a root a send could reply under (decision 0068); null for the channel. */
async function threadOfTyping(db: Database, channel: string, threadId: number | undefined) {
  return (await threadRootOf(db, channel, threadId))?.id ?? null;
}

/**
 * Typing (decision 0032): a member who may write a channel tells its readers they are typing or
 * stopped, in the channel or in one of its threads (decision 0068). Nothing is kept: the notice goes to the channel's room only (its readers, on every
 * instance), never to the member's own sockets, and each receiver lets it lapse after
 * TYPING_EXPIRES_MS without renewal.
 */
export function registerTyping(
  io: ChatServer,
  deps: {
    db: Database;
    log: FastifyBaseLogger;
    members: Pick<MemberRows, 'current'>;
    limiter: SocketRateLimiter;
  },
): void {
  const { db, log, members, limiter } = deps;
  io.on('connection', (socket: ChatSocket) => {
    const { userId } = socket.data;
    socket.on('typing', async (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (r: Ack<null>) => void) : () => undefined;
      try {
        const waitMs = limiter.take(userId, 'typing');
        if (waitMs > 0) throw new AppError(429, 'rate_limited', slowDownMessage(waitMs));
        const input = typingSchema.parse(raw);
        const row = await members.current(userId);
        const channel = assertCanWrite(
          toMember(row),
          input.channel,
          await ticketFor(db, input.channel),
        );
        const notice: TypingNotice = {
          channel,
          threadId: await threadOfTyping(db, channel, input.threadId),
          userId,
          name: row.name,
          typing: input.typing,
        };
        socket.to(channelRoom(channel)).except(memberRoom(userId)).emit('typing', notice);
        reply({ ok: true, data: null });
      } catch (error) {
        reply(failure(error, log));
      }
    });
  });
}
