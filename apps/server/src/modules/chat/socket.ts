import {
  COPY,
  looksLikeCommand,
  slowDownMessage,
  type Ack,
  type ChatMessage,
  type ClientEvent,
  type CommandResult,
  type FloodLimit,
} from '@bbt/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { holdsUnstorableText, unstorableText } from '../../http';
import { channelRoom, type ChatServer, type ChatSocket } from '../../plugins/realtime';
import { createSocketRateLimiter } from '../../plugins/socket-rate-limit';
import { runCommand } from '../commands';
import type { BannedWords } from '../moderation';
import { toMember, type MemberRows } from '../users';
import { createChannelWrites } from './channel-writes';
import type { ChatEvents } from './events';
import { setMessagePinned } from './pins';
import {
  deleteMessage,
  editMessage,
  readableChannelSlugs,
  sendMessage,
  toggleMessageReaction,
  type MessagePushes,
} from './service';

const id = z.number().int().positive();
/** Text of at most `max` characters; text the database can't store never gets this far. */
const text = (max: number) => z.string().max(max);
const schemas = {
  send: z
    .object({
      channel: text(64).min(1),
      clientId: text(64).min(1),
      text: text(20_000),
      replyTo: id.nullish(),
      uploadId: text(64).nullish(),
      threadRootId: id.nullish(),
    })
    .strict(),
  edit: z.object({ id, text: text(20_000) }).strict(),
  delete: z.object({ id }).strict(),
  pin: z.object({ id, pinned: z.boolean() }).strict(),
  reaction: z.object({ messageId: id, emoji: text(32).min(1) }).strict(),
  command: z.object({ channel: text(64).min(1), text: text(4_000).min(1) }).strict(),
};

/** The acknowledgement of a refused or failed event: typed errors say why, others say sorry. */
export function failure(error: unknown, log: FastifyBaseLogger): Ack<never> {
  if (error instanceof AppError)
    return { ok: false, error: { code: error.code, message: error.message } };
  if (error instanceof z.ZodError) {
    return {
      ok: false,
      error: {
        code: 'validation_failed',
        message: COPY.server.errors.invalidRequest(`${error.issues[0]?.message}`),
      },
    };
  }
  log.error({ err: error }, 'socket handler failed');
  return {
    ok: false,
    error: { code: 'internal', message: COPY.server.errors.internal },
  };
}

/**
 * Chat over Socket.IO: each write is validated, authorised and committed before the sender's
 * acknowledgement, then broadcast to the channel's room (convention 4).
 */
export function registerChatSocket(
  io: ChatServer,
  deps: {
    db: Database;
    log: FastifyBaseLogger;
    events: ChatEvents;
    flood: FloodLimit;
    /** Members' rows as they stand, kept a moment per instance (decision 0028). */
    members: Pick<MemberRows, 'current'>;
    bannedWords: BannedWords;
    /** Queues a new message's pushes in its transaction (decision 0055). */
    pushes: MessagePushes;
  },
) {
  const { db, log, events, members, bannedWords, pushes } = deps;
  const limiter = createSocketRateLimiter(deps.flood);
  const writes = createChannelWrites(db);

  /**
   * Runs `handler` for an event while its member keeps within the event's pace and its payload
   * holds only text the database can store, before any work (the database, a broadcast) is
   * done for it. Otherwise it answers `rate_limited`, or `invalid_text` as the HTTP edge
   * (`refuseUnstorableText`) answers the same input, whatever else is wrong with the payload.
   */
  function guarded(
    socket: ChatSocket,
    event: ClientEvent,
    handler: (raw: unknown, ack?: unknown) => Promise<void>,
  ) {
    return async (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (r: Ack<never>) => void) : undefined;
      const waitMs = limiter.take(socket.data.userId, event);
      if (waitMs > 0)
        return reply?.({
          ok: false,
          error: { code: 'rate_limited', message: slowDownMessage(waitMs) },
        });
      if (holdsUnstorableText(raw)) return reply?.(failure(unstorableText(), log));
      return handler(raw, ack);
    };
  }

  /** Runs a write for the socket's member; answers the ack; broadcasts what it returns. */
  function handle<I>(
    schema: z.ZodType<I>,
    run: (input: I) => Promise<{
      message: ChatMessage;
      event: 'message:new' | 'message:resent' | 'message:updated';
      /** Other messages the write changed or posted (a thread's root, a pin's bot line). */
      alsoUpdated?: ChatMessage;
      alsoPosted?: ChatMessage | null;
    }>,
  ) {
    return async (raw: unknown, ack?: unknown) => {
      const reply =
        typeof ack === 'function' ? (ack as (r: Ack<ChatMessage>) => void) : () => undefined;
      try {
        const result = await run(schema.parse(raw));
        reply({ ok: true, data: result.message });
        if (result.event === 'message:new') events.posted(result.message);
        else if (result.event === 'message:resent') events.resent(result.message);
        else events.updated(result.message);
        if (result.alsoUpdated) events.updated(result.alsoUpdated);
        if (result.alsoPosted) events.posted(result.alsoPosted);
      } catch (error) {
        reply(failure(error, log));
      }
    };
  }

  // Rooms are joined before the connection is accepted (the member's own room at the session
  // check), and handlers are attached synchronously on connection: an event sent right after
  // connecting is never lost to an unfinished setup.
  io.use(async (socket, next) => {
    const { userId } = socket.data;
    try {
      const member = toMember(await members.current(userId));
      await socket.join((await readableChannelSlugs(db, member)).map(channelRoom));
      next();
    } catch (error) {
      log.warn({ err: error, userId }, 'socket member could not be loaded');
      next(new Error('member unavailable'));
    }
  });

  io.on('connection', (socket: ChatSocket) => {
    const { userId } = socket.data;
    // The member's row as it stands: what every event is authorised with (a send also shows it
    // as the author).
    const memberRow = () => members.current(userId);
    const member = async () => toMember(await memberRow());

    socket.on(
      'command:run',
      guarded(socket, 'command:run', async (raw: unknown, ack?: unknown) => {
        const reply =
          typeof ack === 'function' ? (ack as (r: Ack<CommandResult>) => void) : () => undefined;
        try {
          const input = schemas.command.parse(raw);
          reply({
            ok: true,
            data: await runCommand(db, events, await member(), input),
          });
        } catch (error) {
          reply(failure(error, log));
        }
      }),
    );

    socket.on(
      'message:send',
      guarded(
        socket,
        'message:send',
        handle(schemas.send, async (input) => {
          if (looksLikeCommand(input.text)) {
            throw new AppError(400, 'command_not_message', COPY.server.chat.commandNotMessage);
          }
          const { message, created, root } = await sendMessage(db, await memberRow(), input, {
            events,
            flood: deps.flood,
            writes,
            bannedWords,
            pushes,
          });
          return {
            message,
            event: created ? 'message:new' : 'message:resent',
            alsoUpdated: root,
          };
        }),
      ),
    );
    socket.on(
      'message:edit',
      guarded(
        socket,
        'message:edit',
        handle(schemas.edit, async (input) => ({
          message: await editMessage(db, await member(), input, { events, bannedWords }),
          event: 'message:updated',
        })),
      ),
    );
    socket.on(
      'message:delete',
      guarded(
        socket,
        'message:delete',
        handle(schemas.delete, async (input) => ({
          message: await deleteMessage(db, await member(), input),
          event: 'message:updated',
        })),
      ),
    );
    socket.on(
      'message:pin',
      guarded(
        socket,
        'message:pin',
        handle(schemas.pin, async (input) => {
          const { message, botLine } = await setMessagePinned(db, await member(), input);
          return { message, event: 'message:updated', alsoPosted: botLine };
        }),
      ),
    );
    socket.on(
      'reaction:toggle',
      guarded(
        socket,
        'reaction:toggle',
        handle(schemas.reaction, async (input) => ({
          message: await toggleMessageReaction(db, await member(), input),
          event: 'message:updated',
        })),
      ),
    );
  });
}
