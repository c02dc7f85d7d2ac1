import {
  BOT_NOTICES,
  canRunCommand,
  CHANNELS,
  isFounderOrAdmin,
  isSingleEmoji,
  LIMITS,
  mentionKey,
  mentionsBy,
  messageTextProblem,
  POLLS_CHANNEL,
  stripBidiControls,
  type TicketInfo,
} from '@bbt/domain';
import { and, eq, gt, lt, max, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from './client';
import {
  DemoContentError,
  writeDemoMarketing,
  writeDemoMeetings,
  writeDemoSignals,
  type DemoPeople,
} from './demo-activity';
import { renderDemoChart } from './demo-chart';
import {
  DEMO_COMMUNITY,
  type DemoAuthor,
  type DemoCommunity,
  type DemoMessage,
} from './demo-conversation';
import {
  channelReads,
  demoCommunity,
  messageReactions,
  messages,
  pollVotes,
  polls,
  threadReads,
  tickets,
  uploads,
  users,
} from './schema';
import { roleColumns } from './seed';
import { BOT, DEMO_PERSONAS } from './seed-content';
import { insertMessage, lockChannelForInsert, memberChannelAccess } from '../modules/chat';
import { bannedWordIn } from '../modules/moderation';
import { createTicket, ticketInfo } from '../modules/tickets';
import { reencodeImage } from '../modules/uploads';
import { toMember, type Member } from '../modules/users';
import type { FileStorage } from '../plugins/storage';

/** The demo image's id: fixed, so a start that dies after storing it overwrites it next time. */
export const DEMO_IMAGE_ID = 'd3a0c0de-0000-4000-8000-000000000001';
export const DEMO_CLIENT_ID_PREFIX = 'demo:';

export { DemoContentError };

/**
 * Writes the demo community (decision 0036) once: in one transaction, under a lock that queues
 * instances starting together, ending with the row that marks it written. A community with any
 * conversation of its own gets the mark and nothing else. Dates count back from `now`.
 * Returns whether it wrote the demo.
 */
export async function seedDemoCommunity(
  db: Database,
  storage: FileStorage,
  options: { now?: Date; content?: DemoCommunity } = {},
): Promise<boolean> {
  const { now = new Date(), content = DEMO_COMMUNITY } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bbt:demo-community'))`);
    const [marked] = await tx.select().from(demoCommunity);
    if (marked) return false;
    const inUse = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(ne(messages.userId, BOT.id))
      .limit(1);
    if (inUse.length === 0) await new DemoWriter(tx, storage, now, content).write();
    await tx.insert(demoCommunity).values({ seededAt: now });
    return inUse.length === 0;
  });
}

interface Written {
  id: number;
  channel: string;
  at: Date;
}

class DemoWriter implements DemoPeople {
  private readonly people = new Map<DemoAuthor, Member>();
  private readonly written = new Map<string, Written>();
  /** Per channel: when its unread part begins (the personas read everything before). */
  private readonly unreadFrom = new Map<string, Date>();
  private readonly tickets = new Map<string, TicketInfo>();

  constructor(
    private readonly tx: Tx,
    private readonly storage: FileStorage,
    private readonly now: Date,
    private readonly content: DemoCommunity,
  ) {}

  at(minutesAgo: number): Date {
    return new Date(this.now.getTime() - minutesAgo * 60_000);
  }

  person(key: DemoAuthor): Member {
    const member = this.people.get(key);
    if (!member) throw new DemoContentError(`no demo member "${key}"`);
    return member;
  }

  async write(): Promise<void> {
    await this.insertMembers();
    const ticket = await this.openTicket();
    for (const { channel, messages: items } of this.content.channels) {
      await this.writeChannel(channel, items);
    }
    await this.writeChannel(ticket, this.content.ticket.messages);
    await this.writePoll();
    await writeDemoSignals(this.tx, this, this.content.signals);
    await writeDemoMeetings(this.tx, this, this.content.meetings);
    await writeDemoMarketing(this.tx, this, this.content.marketing);
    await this.writeReadPositions();
  }

  private async insertMembers(): Promise<void> {
    await this.tx
      .insert(users)
      .values(
        this.content.members.map((member) => ({
          id: member.id,
          name: member.name,
          email: member.email,
          emailVerified: true,
          badgeTier: member.badgeTier,
          createdAt: this.at(member.joined),
          ...roleColumns(member.roles),
        })),
      )
      .onConflictDoNothing();
    const ids = new Map<string, DemoAuthor>([
      ...DEMO_PERSONAS.map((p) => [p.id, p.as] as const),
      ...this.content.members.map((m) => [m.id, m.key] as const),
    ]);
    const rows = await this.tx.select().from(users);
    for (const row of rows) {
      const key = ids.get(row.id);
      if (key) this.people.set(key, toMember(row));
    }
  }

  /** The support ticket, opened as the ask channel opens one: a number, then the bot's greeting. */
  private async openTicket(): Promise<string> {
    const opener = this.person(this.content.ticket.opener);
    const openedAt = this.at(this.content.ticket.at);
    const row = await createTicket(this.tx, opener.id);
    await this.tx.update(tickets).set({ createdAt: openedAt }).where(eq(tickets.id, row.id));
    this.tickets.set(row.name, ticketInfo(row));
    await lockChannelForInsert(this.tx, row.name);
    await insertMessage(this.tx, {
      channel: row.name,
      userId: BOT.id,
      clientId: `${DEMO_CLIENT_ID_PREFIX}ticket:opened`,
      text: BOT_NOTICES.ticketOpened(opener.name.replace(/\s+/g, '')),
      createdAt: openedAt,
    });
    return row.name;
  }

  private access(member: Member, channel: string) {
    return memberChannelAccess(member, channel, this.tickets.get(channel) ?? null);
  }

  /** The channel's messages and thread replies in the order they were posted. */
  private async writeChannel(channel: string, items: DemoMessage[]): Promise<void> {
    const posts = items
      .flatMap((message) => [
        { message, root: undefined as string | undefined },
        ...(message.thread ?? []).map((reply) => ({ message: reply, root: message.key })),
      ])
      .sort((a, b) => b.message.at - a.message.at);
    await lockChannelForInsert(this.tx, channel);
    for (const { message, root } of posts) {
      const id = await this.writeMessage(channel, message, root);
      if (message.unreadFrom) this.unreadFrom.set(channel, this.at(message.at));
      this.written.set(message.key, { id, channel, at: this.at(message.at) });
    }
    for (const message of items) await this.countThread(message);
  }

  private async writeMessage(
    channel: string,
    message: DemoMessage,
    root: string | undefined,
  ): Promise<number> {
    const author = this.person(message.by);
    const where = `demo message "${message.key}"`;
    if (!this.access(author, channel).write)
      throw new DemoContentError(`${where}: ${author.name} may not post in ${channel}`);
    const text = stripBidiControls(message.text).trim();
    if (text !== message.text || messageTextProblem(text, Boolean(message.image)))
      throw new DemoContentError(`${where}: its text breaks the message rules`);
    const banned = await bannedWordIn(this.tx, text);
    if (banned) throw new DemoContentError(`${where}: uses the banned word "${banned}"`);
    const createdAt = this.at(message.at);
    const mentions = mentionsBy(author, text);
    const mentioned = mentions.names.map((name) => {
      const found = [...this.people.values()].find((p) => mentionKey(p.name) === name);
      if (!found || !this.access(found, channel).read)
        throw new DemoContentError(`${where}: @${name} is no member who reads ${channel}`);
      return found.id;
    });
    const { row } = await insertMessage(
      this.tx,
      {
        channel,
        userId: author.id,
        clientId: DEMO_CLIENT_ID_PREFIX + message.key,
        text,
        replyToId: this.earlier(channel, message.replyTo, where),
        threadRootId: this.earlier(channel, root, where),
        uploadId: message.image ? await this.storeImage(author, channel, createdAt) : null,
        mentionRoles: mentions.roles,
        mentionEveryone: mentions.everyone,
        createdAt,
        ...this.pin(message, channel, createdAt, where),
      },
      mentioned,
    );
    await this.react(row.id, channel, message, createdAt, where);
    return row.id;
  }

  /** The id of a message posted before in the same channel (a reply's target, a thread's root). */
  private earlier(channel: string, key: string | undefined, where: string): number | null {
    if (key === undefined) return null;
    const target = this.written.get(key);
    if (!target || target.channel !== channel)
      throw new DemoContentError(`${where}: "${key}" is no earlier message of ${channel}`);
    return target.id;
  }

  private pin(message: DemoMessage, channel: string, createdAt: Date, where: string) {
    if (!message.pinnedBy) return {};
    const pinner = this.person(message.pinnedBy);
    if (!isFounderOrAdmin(pinner.roles) || !this.access(pinner, channel).write)
      throw new DemoContentError(`${where}: ${pinner.name} may not pin in ${channel}`);
    return { pinnedAt: new Date(createdAt.getTime() + 3_600_000), pinnedBy: pinner.id };
  }

  private async react(
    messageId: number,
    channel: string,
    message: DemoMessage,
    createdAt: Date,
    where: string,
  ): Promise<void> {
    const reactions = Object.entries(message.reactions ?? {});
    if (reactions.length > LIMITS.maxReactionsPerMessage)
      throw new DemoContentError(`${where}: more reactions than a message takes`);
    const rows = reactions.flatMap(([emoji, who]) => {
      if (!isSingleEmoji(emoji)) throw new DemoContentError(`${where}: "${emoji}" is no emoji`);
      return who.map((key, index) => {
        const reactor = this.person(key);
        if (!this.access(reactor, channel).read)
          throw new DemoContentError(`${where}: ${reactor.name} can't read ${channel}`);
        const at = new Date(createdAt.getTime() + (index + 1) * 240_000);
        return { messageId, emoji, userId: reactor.id, createdAt: at };
      });
    });
    if (rows.length > 0) await this.tx.insert(messageReactions).values(rows);
  }

  /** A thread's root carries its reply count and the time of its last reply. */
  private async countThread(root: DemoMessage): Promise<void> {
    const replies = (root.thread ?? []).map((reply) => this.written.get(reply.key));
    const rootRow = this.written.get(root.key);
    if (!rootRow || replies.length === 0) return;
    const last = Math.max(...replies.map((reply) => reply?.at.getTime() ?? 0));
    await this.tx
      .update(messages)
      .set({ threadReplyCount: replies.length, threadLastReplyAt: new Date(last) })
      .where(eq(messages.id, rootRow.id));
  }

  /** The chart, re-encoded and stored as any upload is, as the author's upload to the channel. */
  private async storeImage(author: Member, channel: string, createdAt: Date): Promise<string> {
    const encoded = await reencodeImage(await renderDemoChart());
    const storageKey = `images/${DEMO_IMAGE_ID}.webp`;
    await this.storage.put(storageKey, encoded.data);
    await this.tx.insert(uploads).values({
      id: DEMO_IMAGE_ID,
      userId: author.id,
      channel,
      storageKey,
      contentType: 'image/webp',
      bytes: encoded.data.length,
      width: encoded.info.width,
      height: encoded.info.height,
      createdAt,
    });
    return DEMO_IMAGE_ID;
  }

  /** The poll as `/poll` makes it: the poll, the bot's line in the polls channel, then votes. */
  private async writePoll(): Promise<void> {
    const creator = this.person(this.content.poll.by);
    if (!canRunCommand(creator, 'poll'))
      throw new DemoContentError(`demo poll: ${creator.name} may not create polls`);
    const createdAt = this.at(this.content.poll.at);
    const [poll] = await this.tx
      .insert(polls)
      .values({
        header: this.content.poll.header,
        text: this.content.poll.text,
        options: this.content.poll.options,
        createdBy: creator.id,
        createdAt,
      })
      .returning({ id: polls.id });
    if (!poll) throw new Error('insert returned no row');
    await lockChannelForInsert(this.tx, POLLS_CHANNEL);
    await insertMessage(this.tx, {
      channel: POLLS_CHANNEL,
      userId: BOT.id,
      clientId: `${DEMO_CLIENT_ID_PREFIX}polls:created`,
      text: BOT_NOTICES.pollCreated(this.content.poll.header),
      createdAt,
    });
    this.unreadFrom.set(POLLS_CHANNEL, createdAt);
    const votes = Object.entries(this.content.poll.votes).map(([key, option], index) => {
      const voter = this.person(key as DemoAuthor);
      if (!this.access(voter, POLLS_CHANNEL).read || option >= this.content.poll.options.length)
        throw new DemoContentError(`demo poll: ${voter.name}'s vote breaks the poll's rules`);
      const votedAt = new Date(createdAt.getTime() + (index + 1) * 1_800_000);
      return { pollId: poll.id, userId: voter.id, option, votedAt };
    });
    await this.tx.insert(pollVotes).values(votes);
  }

  /**
   * Each persona has read every channel they may read up to its unread part (the whole channel
   * when it has none), and each thread up to the same moment.
   */
  private async writeReadPositions(): Promise<void> {
    const channels = [...CHANNELS.map((c) => c.slug), ...this.tickets.keys()];
    for (const persona of DEMO_PERSONAS) {
      const member = this.person(persona.as);
      for (const channel of channels) {
        if (!this.access(member, channel).read) continue;
        const lastReadId = await this.lastIdBefore(channel, this.unreadFrom.get(channel));
        if (lastReadId === 0) continue;
        await this.tx
          .insert(channelReads)
          .values({ userId: member.id, channel, lastReadId })
          .onConflictDoNothing();
      }
      for (const { channel, messages: items } of this.content.channels) {
        if (!this.access(member, channel).read) continue;
        for (const root of items.filter((m) => m.thread?.length)) {
          const cut = this.unreadFrom.get(channel) ?? this.now;
          const read = (root.thread ?? [])
            .map((reply) => this.written.get(reply.key))
            .filter((reply) => reply && reply.at < cut)
            .map((reply) => reply?.id ?? 0);
          const rootId = this.written.get(root.key)?.id;
          if (read.length === 0 || rootId === undefined) continue;
          await this.tx
            .insert(threadReads)
            .values({ userId: member.id, rootId, lastReadId: Math.max(...read) })
            .onConflictDoNothing();
        }
      }
    }
  }

  /** The channel's newest message before `cut` (any time when none), or 0. */
  private async lastIdBefore(channel: string, cut: Date | undefined): Promise<number> {
    const [row] = await this.tx
      .select({ id: max(messages.id) })
      .from(messages)
      .where(
        and(eq(messages.channel, channel), cut ? lt(messages.createdAt, cut) : gt(messages.id, 0)),
      );
    return row?.id ?? 0;
  }
}
