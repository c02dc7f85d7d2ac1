import {
  canBlock,
  BLOCK_STAFF_REFUSAL,
  COPY,
  channelAccess,
  conversationStartRefusal,
  isConversationSlug,
  isStaffMember,
  looksLikeStaffName,
  silencedConversationMembers,
  type ConversationInfo,
  type DmCommunity,
  type DmParty,
  type DmPrivacy,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import { badgeTierHeld, roleFlagsOf, type Member, type UserRow } from '../users';
import {
  blockedBy,
  blocksAmong,
  communitySettings,
  deleteBlock,
  privacyOf,
  saveCommunitySettings,
  savePrivacy,
  conversationsOfMember,
  findConversationByName,
  insertBlock,
  insertConversation,
  memberIdsOf,
  partiesOf,
  staffNames,
  type ConversationPartyRow,
  type ConversationRow,
} from './repo';

const toParty = ({ user, privacy }: ConversationPartyRow): DmParty => ({
  id: user.id,
  name: user.name,
  roles: roleFlagsOf(user),
  badgeTier: badgeTierHeld(user),
  createdAt: user.createdAt,
  privacy,
});

/** A conversation with its members' rows and what the access rules need of it. */
export interface LoadedConversation {
  row: ConversationRow;
  parties: ConversationPartyRow[];
  info: ConversationInfo;
}

/** Several conversations with their members, read in a fixed number of queries. */
async function loadConversations(
  db: Database,
  rows: ConversationRow[],
): Promise<LoadedConversation[]> {
  const memberships = await memberIdsOf(
    db,
    rows.map((row) => row.id),
  );
  const ids = [...new Set(memberships.map((m) => m.userId))];
  const [parties, blocks, community] = await Promise.all([
    partiesOf(db, ids),
    blocksAmong(db, ids),
    communitySettings(db),
  ]);
  return rows.map((row) => {
    const memberIds = new Set(
      memberships.filter((m) => m.conversationId === row.id).map((m) => m.userId),
    );
    const members = parties.filter((party) => memberIds.has(party.user.id));
    const silencedIds = silencedConversationMembers({
      parties: members.map(toParty),
      blockedPairs: blocks.filter(([a, b]) => memberIds.has(a) && memberIds.has(b)),
      membersMayMessage: community.membersMayMessage,
    });
    return { row, parties: members, info: { memberIds: [...memberIds], silencedIds } };
  });
}

/** The conversation behind a channel name, for the access rules; null when there is none. */
export async function conversationInfo(
  db: Database,
  name: string,
): Promise<ConversationInfo | null> {
  if (!isConversationSlug(name)) return null;
  const row = await findConversationByName(db, name);
  if (!row) return null;
  const [loaded] = await loadConversations(db, [row]);
  return loaded?.info ?? null;
}

/** What a member's sidebar shows for a conversation: the others' names. */
export const conversationLabel = (loaded: LoadedConversation, viewerId: string): string =>
  loaded.parties
    .filter((party) => party.user.id !== viewerId)
    .map((party) => party.user.name)
    .join(', ') || 'Only you';

/** The conversations a member is in (none while banned: a ban closes the whole chat). */
export async function memberConversations(
  db: Database,
  member: Member,
): Promise<LoadedConversation[]> {
  if (member.block?.kind === 'banned') return [];
  return loadConversations(db, await conversationsOfMember(db, member.id));
}

/** A conversation its member may read; anyone else is told it does not exist. */
export async function conversationForMember(
  db: Database,
  member: Member,
  name: string,
): Promise<LoadedConversation> {
  const row = isConversationSlug(name) ? await findConversationByName(db, name) : undefined;
  const [loaded] = row ? await loadConversations(db, [row]) : [];
  if (!loaded || !channelAccess(member, name, loaded.info).read)
    throw notFound(COPY.server.conversations.noSuchConversation);
  return loaded;
}

/**
 * Each member as the conversation shows them: as the member list does (`asChatMember`, the
 * chat's presenter, passed in because the chat's service reads conversations), staff marked,
 * and a member whose name looks like a staff member's, but who is not staff, flagged for the
 * warning. The conversation's member panel lists these and no one else (decision 0066).
 */
export async function presentConversation<ChatMember extends object>(
  db: Database,
  member: Member,
  loaded: LoadedConversation,
  asChatMember: (user: UserRow) => ChatMember,
) {
  const staff = await staffNames(db);
  const access = channelAccess(member, loaded.row.name, loaded.info);
  return {
    name: loaded.row.name,
    label: conversationLabel(loaded, member.id),
    write: access.write,
    members: loaded.parties.map(({ user }) => {
      const isStaff = isStaffMember(roleFlagsOf(user));
      return {
        ...asChatMember(user),
        staff: isStaff,
        looksLikeStaff: !isStaff && looksLikeStaffName(user.name, staff),
      };
    }),
  };
}

/** Members who may be written to: real, not bots. */
async function recipientParties(db: Database, ids: readonly string[]) {
  const rows = await partiesOf(db, ids);
  const found = rows.filter((row) => !row.user.isBot);
  if (found.length !== new Set(ids).size) throw notFound(COPY.server.users.noSuchMember);
  return found;
}

/**
 * Answers the conversation these same members already have, or starts one (decision 0066):
 * the domain's rules decide; a refusal names why, and a block reads as a setting would.
 */
export async function startConversation(
  db: Database,
  member: Member,
  recipientIds: readonly string[],
  now = new Date(),
): Promise<{ name: string; created: boolean }> {
  const unique = [...new Set(recipientIds)];
  const [starterRow] = await partiesOf(db, [member.id]);
  if (!starterRow) throw notFound(COPY.server.users.noSuchMember);
  const starter = { ...toParty(starterRow), roles: member.roles };
  const recipients = await recipientParties(db, unique);
  const memberIds = [member.id, ...unique];
  // Their conversation already exists: joining it was consent, so it opens as it is (a block
  // or the community switch still silences it, decision 0066).
  const existing = await sameMembersConversation(db, member, memberIds);
  if (existing) return { name: existing, created: false };
  const [blocks, community] = await Promise.all([
    blocksAmong(db, memberIds),
    communitySettings(db),
  ]);
  const between = (a: string, b: string) =>
    blocks.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const refusal = conversationStartRefusal({
    starter,
    recipients: recipients.map((row) => ({
      party: toParty(row),
      blockedWithStarter: between(member.id, row.user.id),
      blocked: unique.filter((other) => between(row.user.id, other)),
    })),
    community,
    now,
  });
  if (refusal) {
    const status = refusal.problem === 'no_one' || refusal.problem === 'too_many' ? 400 : 403;
    throw new AppError(status, refusal.problem, refusal.message);
  }
  const row = await db.transaction((tx) => insertConversation(tx, member.id, memberIds));
  return { name: row.name, created: true };
}

/** The starter's conversation with exactly these members, if they have one. */
async function sameMembersConversation(db: Database, member: Member, memberIds: string[]) {
  const wanted = new Set(memberIds);
  const rows = await conversationsOfMember(db, member.id);
  const memberships = await memberIdsOf(
    db,
    rows.map((row) => row.id),
  );
  const match = rows.find((row) => {
    const ids = memberships.filter((m) => m.conversationId === row.id).map((m) => m.userId);
    return ids.length === wanted.size && ids.every((id) => wanted.has(id));
  });
  return match?.name;
}

/** Blocks a member: staff can't be blocked, nor oneself; blocking twice changes nothing. */
export async function blockMember(db: Database, member: Member, targetId: string) {
  if (targetId === member.id)
    throw badRequest(COPY.server.conversations.cannotBlockYourself, 'yourself');
  const [target] = await partiesOf(db, [targetId]);
  if (!target || target.user.isBot) throw notFound(COPY.server.users.noSuchMember);
  if (!canBlock({ id: target.user.id, roles: roleFlagsOf(target.user) }))
    throw new AppError(403, 'staff', BLOCK_STAFF_REFUSAL);
  await insertBlock(db, member.id, targetId);
}

/** Lifts a member's block; lifting one that does not exist changes nothing. */
export async function unblockMember(db: Database, member: Member, targetId: string) {
  const [target] = await partiesOf(db, [targetId]);
  if (!target) throw notFound(COPY.server.users.noSuchMember);
  await deleteBlock(db, member.id, targetId);
}

/** The member's own choices: who may write to them, and whom they blocked (theirs alone). */
export async function dmSettingsOf(db: Database, member: Member) {
  const [privacy, blocked] = await Promise.all([
    privacyOf(db, member.id),
    blockedBy(db, member.id),
  ]);
  return { privacy, blocked };
}

export async function changeDmPrivacy(db: Database, member: Member, privacy: DmPrivacy) {
  await savePrivacy(db, member.id, privacy);
  return dmSettingsOf(db, member);
}

export const dmCommunityOf = (db: Database): Promise<DmCommunity> => communitySettings(db);

export async function changeDmCommunity(db: Database, settings: DmCommunity) {
  await saveCommunitySettings(db, settings);
  return communitySettings(db);
}
