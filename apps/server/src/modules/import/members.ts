import { randomUUID } from 'node:crypto';
import { newUserRoleFlags, ROLE_KEYS } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { findUserById, ROLE_COLUMNS, updateUser, type UserChanges } from '../users';
import {
  findUserByEmail,
  insertUser,
  linkAccount,
  setInviterIfNone,
  userExists,
} from './members-repo';
import { findMapping, saveMapping } from './repo';
import {
  eachDocument,
  hashOf,
  importDocument,
  refuse,
  refuseUnread,
  type DocumentNotes,
  type ImportContext,
} from './runner';
import { streamEntries } from './reader';
import {
  cleanName,
  cutTo,
  isObject,
  NAME_MAX_CHARS,
  readBoolean,
  readCounter,
  readNumber,
  readText,
  readTimestamp,
  type Fields,
} from './values';

/**
 * Firebase's sign-in provider ids -> better-auth's. A generic OIDC provider is `oidc.<name>`
 * there and `oidc` here: only the one named as this server's (`--oidc`) is that provider.
 */
export function providerIdOf(firebaseProviderId: string, oidcProvider?: string): string | null {
  if (firebaseProviderId === 'google.com') return 'google';
  if (firebaseProviderId === 'facebook.com') return 'facebook';
  if (firebaseProviderId === 'apple.com') return 'apple';
  if (oidcProvider !== undefined && firebaseProviderId === oidcProvider) return 'oidc';
  return null;
}

/** The mapping entity that says which of our users a Firebase uid became. */
export const MEMBER = 'member';
/**
 * Marks a uid that became a member who already used the new product (matched by verified
 * email): the import never takes over that member's name, picture, credits or discipline.
 */
const MATCHED_BY_EMAIL = 'member matched by email';
/** The hash of the roles, credits and discipline last taken from a users document. */
const PROFILE = 'member profile';

/** A display name of the export on one line, within NAME_MAX_CHARS (noted when cut). */
function nameOf(name: string | undefined, notes: DocumentNotes): string | undefined {
  if (!name) return undefined;
  const clean = cleanName(name);
  if (clean.length <= NAME_MAX_CHARS) return clean || undefined;
  notes.note(`display name over ${NAME_MAX_CHARS} characters: cut to it`);
  return cutTo(clean, NAME_MAX_CHARS);
}

interface Identity {
  email: string | undefined;
  name: string | undefined;
  image: string | undefined;
  createdAt: Date | undefined;
  emailVerified: boolean;
}

type MemberOrigin = 'created' | 'matched';

/**
 * The member a Firebase uid stands for: the one an earlier run made or matched, else an
 * existing member with the same email (someone who already signed in on the new product; only
 * when both sides verified that address, or anyone could claim another's account by writing
 * its address into an old profile), else a new one (keeping the uid as id when it is free).
 * The choice is saved in the same transaction.
 */
async function ensureMember(
  tx: Tx,
  ctx: ImportContext,
  uid: string,
  identity: Identity,
  notes: DocumentNotes,
): Promise<{ userId: string; origin: MemberOrigin; isNew: boolean }> {
  const known = (await findMapping(tx, MEMBER, uid))?.targetId;
  if (known && (await userExists(tx, known))) {
    const matched = await findMapping(tx, MATCHED_BY_EMAIL, uid);
    return { userId: known, origin: matched ? 'matched' : 'created', isNew: false };
  }
  const email = identity.email?.toLowerCase();
  if (!email) return refuse('no email address (a phone-only or anonymous account)');
  const sameEmail = await findUserByEmail(tx, email);
  let userId: string;
  let origin: MemberOrigin = 'matched';
  if (sameEmail) {
    if (!identity.emailVerified || !sameEmail.emailVerified) {
      return refuse(
        'email address of a member here, not verified on both sides: not merged (sign-ins not linked)',
      );
    }
    userId = sameEmail.id;
    notes.note('matched an existing member by verified email');
    await saveMapping(tx, {
      entity: MATCHED_BY_EMAIL,
      sourceId: uid,
      targetId: userId,
      sourceHash: '',
    });
  } else {
    userId = (await userExists(tx, uid)) ? randomUUID() : uid;
    const name = nameOf(identity.name, notes) || email.split('@')[0] || 'Member';
    if (!identity.name) notes.note('no display name: the email address before @');
    await insertUser(tx, {
      id: userId,
      name,
      email,
      emailVerified: identity.emailVerified,
      image: identity.image ?? null,
      ...(identity.createdAt && { createdAt: identity.createdAt }),
    });
    origin = 'created';
  }
  await saveMapping(tx, { entity: MEMBER, sourceId: uid, targetId: userId, sourceHash: '' });
  return { userId, origin, isNew: true };
}

/**
 * The author of old content who is not in the export any more (their account was deleted): a
 * member row that keeps their name, so messages and tickets keep who wrote them. It has no
 * email anyone can sign in with and no roles.
 */
export async function memberOrFormer(
  tx: Tx,
  ctx: ImportContext,
  uid: string,
  name: string | undefined,
  notes: DocumentNotes,
): Promise<string> {
  const known = ctx.members.get(uid) ?? (await findMapping(tx, MEMBER, uid))?.targetId;
  if (known) return known;
  notes.note('author no longer exists: kept as a former member');
  const userId = /^[\w-]+$/.test(uid) && !(await userExists(tx, uid)) ? uid : randomUUID();
  const noRoles = Object.fromEntries(ROLE_KEYS.map((role) => [ROLE_COLUMNS[role], false]));
  await insertUser(tx, {
    id: userId,
    name: nameOf(name, notes) || 'Former member',
    email: `former-member-${userId}@import.invalid`,
    ...noRoles,
  });
  await saveMapping(tx, { entity: MEMBER, sourceId: uid, targetId: userId, sourceHash: '' });
  return userId;
}

async function refreshIdentity(tx: Tx, userId: string, identity: Identity, notes: DocumentNotes) {
  const changes: UserChanges = {};
  const name = nameOf(identity.name, notes);
  if (name) changes.name = name;
  if (identity.image) changes.image = identity.image;
  const email = identity.email?.toLowerCase();
  if (email) {
    const owner = (await findUserByEmail(tx, email))?.id;
    if (!owner || owner === userId) {
      changes.email = email;
      changes.emailVerified = identity.emailVerified;
    } else notes.note('new email address belongs to another member: kept the old one');
  }
  if (Object.keys(changes).length > 0) await updateUser(tx, userId, changes);
}

/** The accounts of `firebase auth:export --format=json` (auth.json, {"users": [...]}). */
export async function importAuthUsers(ctx: ImportContext, file: string): Promise<void> {
  ctx.report.touch('auth accounts');
  for await (const entry of streamEntries(file, ['users'], { limits: ctx.limits })) {
    const record = entry.value;
    const uid = isObject(record) ? readText(record.localId) : undefined;
    if (entry.error || !isObject(record) || !uid) {
      refuseUnread(ctx, 'auth accounts', `#${entry.key}`, entry.error ?? 'no localId');
      continue;
    }
    const { outcome, targetId } = await importDocument(
      ctx,
      'auth accounts',
      uid,
      record,
      async (tx, _previous, notes) => {
        const providers = Array.isArray(record.providerUserInfo)
          ? record.providerUserInfo.filter(isObject)
          : [];
        const recordEmail = readText(record.email)?.toLowerCase();
        const identity: Identity = {
          email: recordEmail ?? providers.map((p) => readText(p.email)).find(Boolean),
          name:
            readText(record.displayName) ??
            providers.map((p) => readText(p.displayName)).find(Boolean),
          image:
            readText(record.photoUrl) ?? providers.map((p) => readText(p.photoUrl)).find(Boolean),
          createdAt: readTimestamp(record.createdAt),
          // Google and Apple only hand out addresses they have verified: the account's own
          // address counts as verified when one of them gave that very address.
          emailVerified:
            readBoolean(record.emailVerified) === true ||
            (recordEmail !== undefined &&
              providers.some(
                (p) =>
                  ['google.com', 'apple.com'].includes(String(p.providerId)) &&
                  readText(p.email)?.toLowerCase() === recordEmail,
              )),
        };
        const { userId, origin, isNew } = await ensureMember(tx, ctx, uid, identity, notes);
        // A member an earlier run made (or a former member who turns up) takes the account's
        // newer name, picture and address; one who signed in here already keeps theirs.
        if (!isNew && origin === 'created') await refreshIdentity(tx, userId, identity, notes);
        for (const provider of providers) {
          const firebaseId = readText(provider.providerId) ?? '?';
          const providerId = providerIdOf(firebaseId, ctx.oidcProvider);
          const accountId = readText(provider.rawId) ?? readText(provider.federatedId);
          if (!providerId || !accountId) {
            notes.note(
              firebaseId.startsWith('oidc.')
                ? `sign-in method ${firebaseId} not carried over (name it with --oidc if it is this server's OpenID Connect provider)`
                : `sign-in method ${firebaseId} not carried over (no such provider here)`,
            );
            continue;
          }
          const linked = await linkAccount(tx, { providerId, accountId, userId });
          if (linked === 'taken')
            notes.note(`${firebaseId} account already belongs to another member: not linked`);
        }
        return userId;
      },
    );
    if (targetId && outcome !== 'skipped') ctx.members.set(uid, targetId);
  }
}

const USER_COUNTERS = {
  warn: 'warn',
  ban: 'ban',
  kick: 'kick',
  mute: 'mute',
  muteCount: 'muteCount',
  visits: 'visits',
  signups: 'signups',
  sales: 'sales',
} as const;

const USER_DATES = {
  banDuration: 'banUntil',
  muteDuration: 'muteUntil',
  signals_duration: 'signalsUntil',
} as const;

/** What a users document says about the member, as column changes (spec §3 User). */
export function profileOf(doc: Fields, notes: DocumentNotes): UserChanges {
  const changes: UserChanges = {};
  const defaults = newUserRoleFlags();
  const missing: string[] = [];
  for (const role of ROLE_KEYS) {
    const value = readBoolean(doc[role]);
    if (value === undefined) missing.push(role);
    changes[ROLE_COLUMNS[role]] = value ?? defaults[role];
  }
  if (missing.length === ROLE_KEYS.length) notes.note("no role flags: a new member's roles");
  else if (missing.length > 0) notes.note("some role flags missing: a new member's value for them");
  if (doc.credits !== undefined) {
    const credits = readNumber(doc.credits);
    if (credits === undefined) notes.note('credits unreadable: 0');
    else if (credits < 0) refuse('negative credits');
    changes.credits = credits ?? 0;
    if (typeof doc.credits === 'string') notes.note('counters stored as text: read as numbers');
  }
  for (const [field, column] of Object.entries(USER_COUNTERS)) {
    if (doc[field] === undefined) continue;
    const value = readCounter(doc[field]);
    if (value === undefined) notes.note(`${field} unreadable: 0`);
    else if (typeof doc[field] === 'string') notes.note('counters stored as text: read as numbers');
    changes[column] = value ?? 0;
  }
  for (const [field, column] of Object.entries(USER_DATES)) {
    if (doc[field] === undefined || doc[field] === null) continue;
    const date = readTimestamp(doc[field]);
    if (date) changes[column] = date;
    else notes.note(`${field} unreadable: left as it was`);
  }
  const cv = readText(doc.marketingCv);
  if (cv !== undefined) changes.marketingCv = cv;
  return changes;
}

/**
 * Takes a users document's roles, credits and discipline, only when they changed since the last
 * run took them: the same document changes on every export for its unread counters, and taking
 * it again would hand back credits spent and roles ended here since. Where the old app changed
 * them, it is the authority. A member who already used this product keeps their discipline,
 * gains the roles the old app gave them (never loses one) and, once, its credits.
 */
async function applyProfile(
  tx: Tx,
  uid: string,
  userId: string,
  origin: MemberOrigin,
  profile: UserChanges,
  notes: DocumentNotes,
) {
  const sourceHash = hashOf(profile);
  const taken = await findMapping(tx, PROFILE, uid);
  if (taken?.sourceHash === sourceHash) return;
  if (origin === 'matched') {
    const changes = Object.fromEntries(
      ROLE_KEYS.map((role) => ROLE_COLUMNS[role])
        .filter((column) => profile[column] === true)
        .map((column) => [column, true]),
    ) as UserChanges;
    // Credits earned in the old app are added once, at the first match; later exports only
    // grant roles, so a re-run never adds them twice.
    const current = taken ? undefined : await findUserById(tx, userId);
    const oldCredits = typeof profile.credits === 'number' ? profile.credits : 0;
    if (current && oldCredits > 0) changes.credits = current.credits + oldCredits;
    if (Object.keys(changes).length > 0) await updateUser(tx, userId, changes);
    notes.note('a member who already uses the product: roles and credits added, discipline kept');
  } else {
    await updateUser(tx, userId, profile);
  }
  await saveMapping(tx, { entity: PROFILE, sourceId: uid, targetId: userId, sourceHash });
}

/** The users collection: roles, credits, discipline, marketing figures (the inviter after). */
export async function importUserDocuments(ctx: ImportContext): Promise<void> {
  const source = await eachDocument(ctx, 'users', 'users', async (uid, doc) => {
    const { targetId, outcome } = await importDocument(
      ctx,
      'users',
      uid,
      doc,
      async (tx, _previous, notes) => {
        const profile = profileOf(doc, notes);
        const { userId, origin } = await ensureMember(
          tx,
          ctx,
          uid,
          {
            email: readText(doc.email),
            name: readText(doc.displayName),
            image: readText(doc.photoUrl),
            createdAt: readTimestamp(doc.creationTime),
            emailVerified: false,
          },
          notes,
        );
        await applyProfile(tx, uid, userId, origin, profile, notes);
        return userId;
      },
    );
    if (targetId && outcome !== 'skipped') ctx.members.set(uid, targetId);
  });
  if (!source) return;
  await importInviters(ctx, source.file, source.at);
}

/**
 * Inviters, once every member exists: an inviter later in the export than the member they
 * invited is found all the same. Recorded only where the member has none (ruling 14).
 */
async function importInviters(ctx: ImportContext, file: string, at: string[]) {
  const entity = 'inviters';
  for await (const entry of streamEntries(file, at, { limits: ctx.limits })) {
    const doc = entry.value;
    if (!isObject(doc)) continue;
    const inviterUid = readText(doc.inviter);
    if (!inviterUid) continue;
    const userId = ctx.members.get(entry.key);
    if (!userId) continue;
    ctx.report.read(entity);
    const inviterId = ctx.members.get(inviterUid);
    if (!inviterId) {
      ctx.report.count(entity, 'skipped', entry.key, 'inviter not in the export');
      continue;
    }
    if (inviterId === userId) {
      ctx.report.count(entity, 'skipped', entry.key, 'invited themselves');
      continue;
    }
    const set = await ctx.db.transaction((tx) =>
      setInviterIfNone(tx, userId, inviterId, readTimestamp(doc.creationTime) ?? null),
    );
    ctx.report.count(entity, set ? 'imported' : 'unchanged', entry.key);
  }
}
