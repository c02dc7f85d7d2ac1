import {
  DEFAULT_NEW_ACCOUNT_DM_HOURS,
  DM_COPY,
  MAX_CONVERSATION_MEMBERS,
  sharePaidRole,
  type DmPrivacy,
} from '../conversations';
import { isStaffMember } from '../roles';
import type { Actor } from './actor';

/** A member as the direct-message rules see them (decision 0066). */
export interface DmParty extends Actor {
  name: string;
  createdAt: Date;
  privacy: DmPrivacy;
}

/**
 * Why a message from one member to another is refused. A block and a privacy setting read the
 * same to the sender ("doesn't accept direct messages from you"), so a block stays private.
 */
export type DmRefusalReason = 'blocked' | 'not_accepting' | 'community_off';

export interface DmPair {
  sender: DmParty;
  recipient: DmParty;
  /** Either has blocked the other. */
  blocked: boolean;
  /** The founder's community switch: members may write to members. */
  membersMayMessage: boolean;
}

/**
 * Whether `sender` may start writing to `recipient`. A block stops both ways, for anyone; staff
 * are never stopped by a setting or by the community switch; the switch stops members writing
 * to members; then the recipient's own choice.
 */
export function dmWriteRefusal(pair: DmPair): DmRefusalReason | null {
  const { sender, recipient } = pair;
  if (pair.blocked) return 'blocked';
  if (isStaffMember(sender.roles)) return null;
  if (!pair.membersMayMessage && !isStaffMember(recipient.roles)) return 'community_off';
  switch (recipient.privacy) {
    case 'everyone':
      return null;
    case 'paid':
      return sharePaidRole(sender.roles, recipient.roles) ? null : 'not_accepting';
    case 'staff':
    case 'nobody':
      return 'not_accepting';
  }
}

/** The community's direct-message settings (the founder's). */
export interface DmCommunity {
  membersMayMessage: boolean;
  newAccountHours: number;
}

export const DEFAULT_DM_COMMUNITY: DmCommunity = {
  membersMayMessage: true,
  newAccountHours: DEFAULT_NEW_ACCOUNT_DM_HOURS,
};

export interface ConversationStart {
  starter: DmParty;
  /**
   * Who the starter invites: whether a block stands between each and the starter, and the
   * other recipients each has a block with (either way).
   */
  recipients: ReadonlyArray<{
    party: DmParty;
    blockedWithStarter: boolean;
    blocked: readonly string[];
  }>;
  community: DmCommunity;
  now: Date;
}

export type ConversationStartProblem =
  'no_one' | 'yourself' | 'too_many' | 'new_account' | DmRefusalReason;

export interface ConversationStartRefusal {
  problem: ConversationStartProblem;
  message: string;
}

function refusalMessage(reason: DmRefusalReason, recipientName: string, fromStarter: boolean) {
  if (reason === 'community_off') return DM_COPY.communityOff;
  return fromStarter
    ? DM_COPY.notAccepting(recipientName)
    : DM_COPY.notAcceptingGroup(recipientName);
}

/**
 * Whether a member may start a conversation with these members: one to four others, not
 * themself; an account younger than the community's wait may not (staff may); and each
 * recipient must accept messages from the starter and, in a group, from each other member.
 * Joining is consent: afterwards only blocks and the community switch stop a member writing
 * there (`silencedConversationMembers`).
 */
export function conversationStartRefusal(
  start: ConversationStart,
): ConversationStartRefusal | null {
  const { starter, recipients, community, now } = start;
  if (recipients.length === 0) return { problem: 'no_one', message: DM_COPY.noOne };
  if (recipients.some(({ party }) => party.id === starter.id))
    return { problem: 'yourself', message: DM_COPY.notYourself };
  if (recipients.length + 1 > MAX_CONVERSATION_MEMBERS)
    return { problem: 'too_many', message: DM_COPY.tooMany };
  const ageHours = (now.getTime() - starter.createdAt.getTime()) / 3_600_000;
  if (!isStaffMember(starter.roles) && ageHours < community.newAccountHours)
    return { problem: 'new_account', message: DM_COPY.newAccount(community.newAccountHours) };
  const senders = [{ party: starter, blocked: [] as readonly string[] }, ...recipients];
  for (const recipient of recipients) {
    for (const sender of senders) {
      if (sender.party.id === recipient.party.id) continue;
      const fromStarter = sender.party.id === starter.id;
      const reason = dmWriteRefusal({
        sender: sender.party,
        recipient: recipient.party,
        blocked: fromStarter
          ? recipient.blockedWithStarter
          : recipient.blocked.includes(sender.party.id) ||
            sender.blocked.includes(recipient.party.id),
        membersMayMessage: community.membersMayMessage,
      });
      if (reason)
        return {
          problem: reason,
          message: refusalMessage(reason, recipient.party.name, fromStarter),
        };
    }
  }
  return null;
}

/**
 * The members of a conversation who may not write in it now: a block stands between them and
 * someone else in it, or the community switch is off and they would reach a member who is not
 * staff (staff are never silenced but by a block).
 */
export function silencedConversationMembers(conversation: {
  parties: ReadonlyArray<Actor>;
  blockedPairs: ReadonlyArray<readonly [string, string]>;
  membersMayMessage: boolean;
}): string[] {
  const blocked = (a: string, b: string) =>
    conversation.blockedPairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  return conversation.parties
    .filter((sender) =>
      conversation.parties.some(
        (recipient) =>
          recipient.id !== sender.id &&
          (blocked(sender.id, recipient.id) ||
            (!conversation.membersMayMessage &&
              !isStaffMember(sender.roles) &&
              !isStaffMember(recipient.roles))),
      ),
    )
    .map((party) => party.id);
}

/** Staff can't be blocked: they can always write (decision 0066). */
export const canBlock = (target: Actor): boolean => !isStaffMember(target.roles);
export const BLOCK_STAFF_REFUSAL = DM_COPY.cannotBlockStaff;

/** The founder alone turns member-to-member messages off or on. */
export const canManageDmCommunity = (actor: Actor): boolean => actor.roles.founder;
export const MANAGE_DM_COMMUNITY_REFUSAL = 'Only the founder can change direct-message settings.';
