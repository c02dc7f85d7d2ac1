import {
  CONVERSATION_SLUG_PREFIX,
  DEFAULT_DM_COMMUNITY,
  STAFF_ROLES,
  type DmCommunity,
  type DmPrivacy,
} from '@bbt/domain';
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { noteWrite, writeTopics } from '../../db/committed-writes';
import { messages, users } from '../../db/schema';
import { ROLE_COLUMNS, type UserRow } from '../users';
import {
  conversationMembers,
  conversations,
  dmCommunity,
  dmSettings,
  memberBlocks,
} from './schema';

export type ConversationRow = typeof conversations.$inferSelect;

/** A member of a conversation as the rules need them: their row and their privacy choice. */
export interface ConversationPartyRow {
  user: UserRow;
  privacy: DmPrivacy;
}

export async function findConversationByName(
  tx: Tx,
  name: string,
): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(conversations).where(eq(conversations.name, name)).limit(1);
  return row;
}

/** Members' rows with their privacy choice (no row: everyone), in name order. */
export async function partiesOf(
  tx: Tx,
  userIds: readonly string[],
): Promise<ConversationPartyRow[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ user: users, privacy: dmSettings.privacy })
    .from(users)
    .leftJoin(dmSettings, eq(dmSettings.userId, users.id))
    .where(inArray(users.id, [...userIds]))
    .orderBy(asc(users.name));
  return rows.map((row) => ({ user: row.user, privacy: row.privacy ?? 'everyone' }));
}

export async function memberIdsOf(tx: Tx, conversationIds: number[]) {
  if (conversationIds.length === 0) return [];
  return tx
    .select({
      conversationId: conversationMembers.conversationId,
      userId: conversationMembers.userId,
    })
    .from(conversationMembers)
    .where(inArray(conversationMembers.conversationId, conversationIds));
}

/** The conversations a member is in, oldest first. */
export function conversationsOfMember(tx: Tx, userId: string): Promise<ConversationRow[]> {
  return tx
    .select({
      id: conversations.id,
      name: conversations.name,
      starterId: conversations.starterId,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .innerJoin(conversationMembers, eq(conversationMembers.conversationId, conversations.id))
    .where(eq(conversationMembers.userId, userId))
    .orderBy(asc(conversations.id));
}

/** Creates a conversation with its members under a fresh name. */
export async function insertConversation(
  tx: Tx,
  starterId: string,
  memberIds: readonly string[],
): Promise<ConversationRow> {
  const name = `${CONVERSATION_SLUG_PREFIX}${randomBytes(8).toString('hex')}`;
  const [row] = await tx.insert(conversations).values({ name, starterId }).returning();
  if (!row) throw new Error('insert returned no row');
  await tx
    .insert(conversationMembers)
    .values(memberIds.map((userId) => ({ conversationId: row.id, userId })));
  for (const userId of memberIds) noteWrite(tx, writeTopics.party(userId));
  return row;
}

/** The blocks between any two of these members, as (blocker, blocked) pairs. */
export async function blocksAmong(
  tx: Tx,
  userIds: readonly string[],
): Promise<Array<[string, string]>> {
  if (userIds.length < 2) return [];
  const ids = [...userIds];
  const rows = await tx
    .select({ blockerId: memberBlocks.blockerId, blockedId: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(and(inArray(memberBlocks.blockerId, ids), inArray(memberBlocks.blockedId, ids)));
  return rows.map((row) => [row.blockerId, row.blockedId]);
}

export async function insertBlock(tx: Tx, blockerId: string, blockedId: string) {
  await tx.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
  noteBlockChanged(tx, blockerId, blockedId);
}

export async function deleteBlock(tx: Tx, blockerId: string, blockedId: string) {
  await tx
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
  noteBlockChanged(tx, blockerId, blockedId);
}

/** A block silences both members in the conversations they share (decision 0066). */
function noteBlockChanged(tx: Tx, blockerId: string, blockedId: string) {
  noteWrite(tx, writeTopics.party(blockerId));
  noteWrite(tx, writeTopics.party(blockedId));
}

/** The members a member has blocked, by name. */
export function blockedBy(tx: Tx, blockerId: string) {
  return tx
    .select({ id: users.id, name: users.name })
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .where(eq(memberBlocks.blockerId, blockerId))
    .orderBy(asc(users.name));
}

export async function privacyOf(tx: Tx, userId: string): Promise<DmPrivacy> {
  const [row] = await tx
    .select({ privacy: dmSettings.privacy })
    .from(dmSettings)
    .where(eq(dmSettings.userId, userId));
  return row?.privacy ?? 'everyone';
}

export async function savePrivacy(tx: Tx, userId: string, privacy: DmPrivacy) {
  await tx
    .insert(dmSettings)
    .values({ userId, privacy })
    .onConflictDoUpdate({ target: dmSettings.userId, set: { privacy, updatedAt: new Date() } });
}

export async function communitySettings(tx: Tx): Promise<DmCommunity> {
  const [row] = await tx.select().from(dmCommunity).limit(1);
  return row
    ? { membersMayMessage: row.membersMayMessage, newAccountHours: row.newAccountHours }
    : DEFAULT_DM_COMMUNITY;
}

export async function saveCommunitySettings(tx: Tx, settings: DmCommunity) {
  await tx
    .insert(dmCommunity)
    .values({ id: true, ...settings })
    .onConflictDoUpdate({ target: dmCommunity.id, set: { ...settings, updatedAt: new Date() } });
  noteWrite(tx, writeTopics.directory);
}

/** The display names of the staff, for the look-alike warning. */
export async function staffNames(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ name: users.name })
    .from(users)
    .where(or(...STAFF_ROLES.map((role) => eq(users[ROLE_COLUMNS[role]], true))));
  return rows.map((row) => row.name);
}

/** A channel's latest messages not deleted, newest first, with their authors' names. */
export function latestMessagesOf(tx: Tx, channel: string, limit: number) {
  return tx
    .select({ author: users.name, at: messages.createdAt, text: messages.text })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(and(eq(messages.channel, channel), isNull(messages.deletedAt)))
    .orderBy(desc(messages.id))
    .limit(limit);
}
