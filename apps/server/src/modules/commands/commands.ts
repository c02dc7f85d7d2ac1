import {
  BOT_NOTICES,
  canDiscipline,
  canRunCommand,
  channelBotSpeaksIn,
  COPY,
  isCommandName,
  isTicketSlug,
  LIMITS,
  parseCommand,
  POLLS_CHANNEL,
  ROLE_LABELS,
  type Command,
  type CommandName,
  type CommandResult,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { assertAllowed } from '../../plugins/authorize';
import {
  assertCanRead,
  assertCanWrite,
  type ChatEvents,
  postAsBot,
  lockChannelForInsert,
  presentMessages,
  recordChannelChange,
  setSlowmode,
  ticketFor,
} from '../chat';
import { changeRoleAsStaff, findUserById, type Member, roleFlagsOf, type UserRow } from '../users';
import { closeTicket, findTicketByName, ticketStaffIds } from '../tickets';
import { withdrawUploadsOf } from '../uploads';
import { recordAudit } from '../audit';
import { disciplineMember } from '../moderation';
import { findMembersByKey, hideNewestMessages, insertPoll, softDeletePoll } from './repo';

interface Context {
  db: Database;
  events: ChatEvents;
  actor: Member;
  channel: string;
}

const notice = (text: string): CommandResult => ({ notice: text });
const done: CommandResult = { notice: null };
const handle = (row: { name: string }) => row.name.replace(/\s+/g, '');

/** The one member a command names, or a private notice when there is none (or no single one). */
async function target(ctx: Context, key: string): Promise<UserRow | CommandResult> {
  const [row, second] = await findMembersByKey(ctx.db, key);
  if (!row || second) return notice(BOT_NOTICES.unknownMember(key));
  return row;
}
const isRow = (value: UserRow | CommandResult): value is UserRow => 'id' in value;

async function say(ctx: Context, text: string): Promise<void> {
  ctx.events.posted(await postAsBot(ctx.db, ctx.channel, text));
}

async function discipline(
  ctx: Context,
  command: Extract<Command, { name: 'warn' | 'kick' | 'ban' | 'mute' }>,
) {
  const member = await target(ctx, command.target);
  if (!isRow(member)) return member;
  if (!canDiscipline(ctx.actor.roles, roleFlagsOf(member)))
    return notice(BOT_NOTICES.cannotDiscipline(handle(member)));
  const action =
    command.name === 'ban' || command.name === 'mute'
      ? { kind: command.name, days: command.days }
      : { kind: command.name };
  await disciplineMember(ctx.db, ctx.events, {
    actorId: ctx.actor.id,
    targetId: member.id,
    action,
    channel: ctx.channel,
    reason: command.reason,
  });
  return done;
}

async function setRole(ctx: Context, command: Extract<Command, { name: 'give' | 'remove' }>) {
  const member = await target(ctx, command.target);
  if (!isRow(member)) return member;
  const granted = command.name === 'give';
  const refusal = await changeRoleAsStaff(ctx.db, {
    actor: ctx.actor,
    targetId: member.id,
    role: command.role,
    granted,
    channel: ctx.channel,
  });
  if (refusal) return notice(refusal);
  const label = ROLE_LABELS[command.role];
  await say(
    ctx,
    granted ? BOT_NOTICES.given(handle(member), label) : BOT_NOTICES.removed(handle(member), label),
  );
  await ctx.events.memberChanged(member.id);
  return done;
}

async function close(ctx: Context) {
  const ticket = isTicketSlug(ctx.channel)
    ? await findTicketByName(ctx.db, ctx.channel)
    : undefined;
  if (!ticket) {
    await say(ctx, COPY.chat.closeNotHere(ctx.actor.name.replace(/\s+/g, '')));
    return done;
  }
  if (!ticket.open) return notice(COPY.server.commands.ticketAlreadyClosed);
  await ctx.db.transaction(async (tx) => {
    await closeTicket(tx, ticket.id, ctx.actor.id);
    await recordAudit(tx, {
      actorId: ctx.actor.id,
      action: 'close',
      targetId: ticket.openerId,
      channel: ctx.channel,
    });
  });
  await say(ctx, BOT_NOTICES.ticketClosed(ctx.actor.name.replace(/\s+/g, '')));
  // The opener loses the channel; staff see it leave their sidebar.
  const staff = await ticketStaffIds(ctx.db);
  await Promise.all([ticket.openerId, ...staff].map((id) => ctx.events.memberChanged(id)));
  return done;
}

/**
 * Hides the channel's newest 100 visible messages (ruling 11); they stay in the database, their
 * images are withdrawn.
 */
async function clear(ctx: Context) {
  const hidden = await ctx.db.transaction(async (tx) => {
    // In turn with the channel's other changes, each hidden message logged as deleted.
    await lockChannelForInsert(tx, ctx.channel);
    const { ids, hidden: rows } = await hideNewestMessages(
      tx,
      ctx.channel,
      ctx.actor.id,
      LIMITS.messagesPerPage,
    );
    await withdrawUploadsOf(tx, ids);
    await recordAudit(tx, {
      actorId: ctx.actor.id,
      action: 'clear',
      channel: ctx.channel,
      details: { hidden: ids.length },
    });
    const seqs = new Map<number, number>();
    for (const row of rows)
      seqs.set(
        row.id,
        await recordChannelChange(tx, { channel: ctx.channel, kind: 'delete', messageId: row.id }),
      );
    return { rows, seqs };
  });
  for (const message of await presentMessages(ctx.db, hidden.rows))
    ctx.events.updated({ ...message, seq: hidden.seqs.get(message.id) });
  await say(ctx, BOT_NOTICES.cleared(ctx.actor.name.replace(/\s+/g, ''), hidden.rows.length));
  return done;
}

/** Slow mode for the channel the command runs in; the bot tells the channel. */
async function slowmode(ctx: Context, seconds: number) {
  await ctx.db.transaction(async (tx) => {
    await setSlowmode(tx, ctx.channel, seconds, ctx.actor.id);
    await recordAudit(tx, {
      actorId: ctx.actor.id,
      action: 'slowmode',
      channel: ctx.channel,
      details: { seconds },
    });
  });
  const name = handle(ctx.actor);
  await say(
    ctx,
    seconds > 0 ? BOT_NOTICES.slowmodeOn(name, seconds) : BOT_NOTICES.slowmodeOff(name),
  );
  return done;
}

async function createPoll(ctx: Context, command: Extract<Command, { name: 'poll' }>) {
  await ctx.db.transaction(async (tx) => {
    const pollId = await insertPoll(tx, {
      header: command.header,
      text: command.text,
      options: command.options,
      createdBy: ctx.actor.id,
    });
    await recordAudit(tx, {
      actorId: ctx.actor.id,
      action: 'poll',
      details: { pollId, header: command.header },
    });
  });
  ctx.events.pollsChanged();
  ctx.events.posted(
    await postAsBot(ctx.db, POLLS_CHANNEL, BOT_NOTICES.pollCreated(command.header)),
  );
  return done;
}

async function deletePoll(ctx: Context, header: string) {
  const deleted = await ctx.db.transaction(async (tx) => {
    const pollId = await softDeletePoll(tx, header);
    if (pollId !== undefined)
      await recordAudit(tx, {
        actorId: ctx.actor.id,
        action: 'delete-poll',
        details: { pollId, header },
      });
    return pollId !== undefined;
  });
  if (!deleted) return notice(BOT_NOTICES.pollNotFound(header));
  ctx.events.pollsChanged();
  return notice(BOT_NOTICES.pollDeleted(header));
}

async function marketingCv(ctx: Context, key: string) {
  const [member] = await findMembersByKey(ctx.db, key);
  if (!member) return notice(COPY.marketing.unknownUser(key));
  if (!member.marketing) return notice(COPY.marketing.notMember(handle(member)));
  return notice(
    BOT_NOTICES.marketingCv(
      handle(member),
      member.marketingCv ?? COPY.server.commands.noApplicationText,
    ),
  );
}

const assertMayRun = (actor: Member, name: CommandName) =>
  assertAllowed(actor, (who) => canRunCommand(who, name), BOT_NOTICES.notAllowed);

/**
 * Runs a slash command typed in a channel (spec §6). Commands are authorised here,
 * whatever the client showed; refusals and private answers come back as a notice only the
 * sender sees; nothing typed with a slash is ever posted as a message.
 */
export async function runCommand(
  db: Database,
  events: ChatEvents,
  actor: Member,
  input: { channel: string; text: string },
): Promise<CommandResult> {
  const ticket = await ticketFor(db, input.channel);
  const channel = assertCanRead(actor, input.channel, ticket);
  const parsed = parseCommand(input.text);
  if (!parsed.ok) {
    if (isCommandName(parsed.name)) assertMayRun(actor, parsed.name);
    return notice(parsed.error);
  }
  const { command } = parsed;
  assertMayRun(actor, command.name);
  const botChannel = channelBotSpeaksIn(command.name, channel);
  if (botChannel) assertCanWrite(actor, botChannel, botChannel === channel ? ticket : null);
  const ctx: Context = { db, events, actor, channel };
  switch (command.name) {
    case 'status': {
      const row = await findUserById(db, actor.id);
      return notice(
        BOT_NOTICES.status(
          actor.name.replace(/\s+/g, ''),
          row ?? { ban: 0, kick: 0, mute: 0, warn: 0 },
        ),
      );
    }
    case 'warn':
    case 'kick':
    case 'ban':
    case 'mute':
      return discipline(ctx, command);
    case 'give':
    case 'remove':
      return setRole(ctx, command);
    case 'send':
      await say(ctx, command.text);
      return done;
    case 'close':
      return close(ctx);
    case 'clear':
      return clear(ctx);
    case 'poll':
      return createPoll(ctx, command);
    case 'delete-poll':
      return deletePoll(ctx, command.header);
    case 'marketing-cv':
      return marketingCv(ctx, command.target);
    case 'slowmode':
      return slowmode(ctx, command.seconds);
  }
}
