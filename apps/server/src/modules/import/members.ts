import { randomUUID } from 'node:crypto';
import {
  cutTo,
  keptPictureUrl,
  NAME_MAX_CHARS,
  newUserRoleFlags,
  PERMANENT_UNTIL,
  PICTURE_URL_MAX_BYTES,
  ROLE_KEYS,
} from '@bbt/domain';
import type { Tx } from '../../db/client';
import { BOT } from '../../db/seed-content';
import { findUserById, ROLE_COLUMNS, updateUser, type UserChanges } from '../users';
import { decodeBase64 } from '../sign-in';
import {
  findImportedMembersNamed,
  findUserByEmail,
  forgetFirebasePasswordHash,
  hasOwnPassword,
  holdsSignIn,
  insertUser,
  keepFirebasePasswordHash,
  linkAccount,
  setInviterIfNone,
  userExists,
  type SignIn,
} from './members-repo';
import { deleteMapping, findMapping, saveMapping } from './repo';
import {
  eachDocument,
  hashOf,
  IdentityRefused,
  importDocument,
  refuse,
  refuseUnread,
  type DocumentNotes,
  type ImportContext,
} from './runner';
import { streamEntries } from './reader';
import {
  cleanName,
  isObject,
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

/** An export's picture address, when within PICTURE_URL_MAX_BYTES (noted when not kept). */
function pictureOf(url: string | undefined, notes: DocumentNotes): string | undefined {
  if (!url) return undefined;
  const kept = keptPictureUrl(url);
  if (!kept) notes.note(`picture address over ${PICTURE_URL_MAX_BYTES} bytes: not kept`);
  return kept ?? undefined;
}

interface Identity {
  email: string | undefined;
  name: string | undefined;
  image: string | undefined;
  createdAt: Date | undefined;
  emailVerified: boolean;
  /** The account's sign-ins as this product stores them: proof of who it is. */
  signIns: SignIn[];
}

type MemberOrigin = 'created' | 'matched';

/** Marks an account refused for who it claimed to be: it stays refused on later runs. */
const REFUSED_MEMBER = 'member refused';
/** The address of a former member (memberOrFormer), whom nobody can sign in as. */
const FORMER_DOMAIN = '@import.invalid';

/**
 * The member a Firebase uid stands for: the one an earlier run made or matched, else an
 * existing member with the same email (someone who already signed in on the new product),
 * else a new one (keeping the uid as id when it is free). The choice is saved in the same
 * transaction.
 *
 * An existing member is matched only on proof: the account holds a sign-in already theirs
 * here, or both sides verified the very same address. An address that differs only in case
 * is no proof (an export could be written to look like anyone's), nor is an unverified one
 * (anyone could type another's address into an old profile). An account refused so stays
 * refused on later runs, whatever a newer export says, until the founder runs the import
 * with --retry-refused; a former member row made meanwhile for its messages is not it.
 */
async function ensureMember(
  tx: Tx,
  ctx: ImportContext,
  uid: string,
  identity: Identity,
  notes: DocumentNotes,
): Promise<{ userId: string; origin: MemberOrigin; isNew: boolean }> {
  const refusedBefore = await findMapping(tx, REFUSED_MEMBER, uid);
  if (refusedBefore && !ctx.retryRefused)
    refuse(`${refusedBefore.sourceHash} (it stays refused until a run with --retry-refused)`);
  const known = (await findMapping(tx, MEMBER, uid))?.targetId;
  const knownRow = known ? await findUserById(tx, known) : undefined;
  if (knownRow && !knownRow.email.endsWith(FORMER_DOMAIN)) {
    const matched = await findMapping(tx, MATCHED_BY_EMAIL, uid);
    return { userId: knownRow.id, origin: matched ? 'matched' : 'created', isNew: false };
  }
  const email = identity.email?.trim();
  if (!email) return refuse('no email address (a phone-only or anonymous account)');
  const owner = ctx.accounts.emailOwners.get(email.toLowerCase());
  if (owner && owner !== uid)
    refuse(`the same address (in another case) is account ${owner}'s, verified or older`);
  const sameEmail = await findUserByEmail(tx, email);
  if (refusedBefore) await deleteMapping(tx, REFUSED_MEMBER, uid);
  if (sameEmail) {
    const proven = await holdsSignIn(tx, sameEmail.id, identity.signIns);
    const verified = identity.emailVerified && sameEmail.emailVerified;
    if (!proven && !(verified && sameEmail.email === email)) {
      throw new IdentityRefused(
        sameEmail.email !== email
          ? 'email address differs only in case from a member here: not merged (sign-ins not linked)'
          : 'email address of a member here, not verified on both sides: not merged (sign-ins not linked)',
      );
    }
    notes.note(
      proven
        ? 'matched an existing member by a sign-in already theirs'
        : 'matched an existing member by verified email',
    );
    await saveMapping(tx, {
      entity: MATCHED_BY_EMAIL,
      sourceId: uid,
      targetId: sameEmail.id,
      sourceHash: '',
    });
    await saveMapping(tx, {
      entity: MEMBER,
      sourceId: uid,
      targetId: sameEmail.id,
      sourceHash: '',
    });
    return { userId: sameEmail.id, origin: 'matched', isNew: true };
  }
  // A former member (an author an earlier export lacked) turns up: the account takes that row.
  if (knownRow) return { userId: knownRow.id, origin: 'created', isNew: false };
  const userId = (await userExists(tx, uid)) ? randomUUID() : uid;
  const name = nameOf(identity.name, notes) || email.split('@')[0] || 'Member';
  if (!identity.name) notes.note('no display name: the email address before @');
  await insertUser(tx, {
    id: userId,
    name,
    email: email.toLowerCase(),
    emailVerified: identity.emailVerified,
    image: pictureOf(identity.image, notes) ?? null,
    ...(identity.createdAt && { createdAt: identity.createdAt }),
  });
  await saveMapping(tx, { entity: MEMBER, sourceId: uid, targetId: userId, sourceHash: '' });
  return { userId, origin: 'created', isNew: true };
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
  const isBot = (text: string | undefined) => text?.trim().toLowerCase() === 'bot';
  if ((uid === ctx.botUid || isBot(uid) || isBot(name)) && (await userExists(tx, BOT.id))) {
    notes.note("the old app's bot: ours");
    await saveMapping(tx, { entity: MEMBER, sourceId: uid, targetId: BOT.id, sourceHash: '' });
    return BOT.id;
  }
  notes.note('author no longer exists: kept as a former member');
  const userId = /^[\w-]+$/.test(uid) && !(await userExists(tx, uid)) ? uid : randomUUID();
  const noRoles = Object.fromEntries(ROLE_KEYS.map((role) => [ROLE_COLUMNS[role], false]));
  await insertUser(tx, {
    id: userId,
    name: nameOf(name, notes) || 'Former member',
    email: `former-member-${userId}${FORMER_DOMAIN}`,
    ...noRoles,
  });
  await saveMapping(tx, { entity: MEMBER, sourceId: uid, targetId: userId, sourceHash: '' });
  return userId;
}

/**
 * The member an old document names by display name (the oldest signals name their analyst so):
 * the one imported member of that name, else a former member of that name.
 */
export async function memberByName(
  tx: Tx,
  ctx: ImportContext,
  name: string,
  formerId: string,
  notes: DocumentNotes,
): Promise<string> {
  const named = await findImportedMembersNamed(tx, cleanName(name), FORMER_DOMAIN);
  if (named.length === 1 && named[0]) {
    notes.note('named by display name: the member of that name');
    return named[0];
  }
  if (named.length > 1) notes.note('display name of several members: kept as a former member');
  return memberOrFormer(tx, ctx, formerId, name, notes);
}

async function refreshIdentity(tx: Tx, userId: string, identity: Identity, notes: DocumentNotes) {
  const changes: UserChanges = {};
  const name = nameOf(identity.name, notes);
  if (name) changes.name = name;
  const image = pictureOf(identity.image, notes);
  if (image) changes.image = image;
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

/** What an auth.json account says about who it is. */
function identityOf(ctx: ImportContext, record: Fields): Identity {
  const providers = providersOf(record);
  const recordEmail = readText(record.email);
  const lower = recordEmail?.toLowerCase();
  return {
    email: recordEmail ?? providers.map((p) => readText(p.email)).find(Boolean),
    name:
      readText(record.displayName) ?? providers.map((p) => readText(p.displayName)).find(Boolean),
    image: readText(record.photoUrl) ?? providers.map((p) => readText(p.photoUrl)).find(Boolean),
    createdAt: readTimestamp(record.createdAt),
    // Google and Apple only hand out addresses they have verified: the account's own
    // address counts as verified when one of them gave that very address.
    emailVerified:
      readBoolean(record.emailVerified) === true ||
      (lower !== undefined &&
        providers.some(
          (p) =>
            ['google.com', 'apple.com'].includes(String(p.providerId)) &&
            readText(p.email)?.toLowerCase() === lower,
        )),
    signIns: providers.flatMap((p) => {
      const providerId = providerIdOf(readText(p.providerId) ?? '', ctx.oidcProvider);
      const accountId = readText(p.rawId) ?? readText(p.federatedId);
      return providerId && accountId ? [{ providerId, accountId }] : [];
    }),
  };
}

/** Longer than any base64 hash or salt Firebase writes (its hash is 64 bytes, 88 characters). */
const PASSWORD_HASH_MAX_CHARS = 1024;

/**
 * The account's Firebase password hash and salt, kept so that its first sign-in here with that
 * password can be checked and the hash replaced with ours (decision 0050). Only for a member
 * the import made (one who already used this product has a way in, and an export should not
 * add one to their account) who has no password of ours yet; a newer export's hash replaces
 * the kept one, an export without one removes it.
 */
async function keepPasswordHash(tx: Tx, userId: string, record: Fields, notes: DocumentNotes) {
  const passwordHash = readText(record.passwordHash);
  const salt = readText(record.salt);
  if (!passwordHash && !salt) return forgetFirebasePasswordHash(tx, userId);
  if (await hasOwnPassword(tx, userId)) return;
  const readable = (text: string | undefined): text is string =>
    text !== undefined && text.length <= PASSWORD_HASH_MAX_CHARS && Boolean(decodeBase64(text));
  if (!readable(passwordHash) || !readable(salt)) {
    notes.note('password hash or salt unreadable: not kept (the member signs in by a mailed link)');
    return forgetFirebasePasswordHash(tx, userId);
  }
  await keepFirebasePasswordHash(tx, { userId, passwordHash, salt });
}

const providersOf = (record: Fields): Fields[] =>
  Array.isArray(record.providerUserInfo) ? record.providerUserInfo.filter(isObject) : [];

/**
 * A first pass over auth.json: which account holds each address when two differ only in case
 * (the verified one, else the older, else the smaller uid: never the order of the file), and
 * which accounts the old app disabled.
 */
async function surveyAccounts(ctx: ImportContext, file: string) {
  const best = new Map<string, { uid: string; rank: [number, number, string] }>();
  const shared = new Set<string>();
  for await (const entry of streamEntries(file, ['users'], { limits: ctx.limits })) {
    const record = entry.value;
    const uid = isObject(record) ? readText(record.localId) : undefined;
    if (!isObject(record) || !uid) continue;
    if (readBoolean(record.disabled) === true) ctx.accounts.disabled.add(uid);
    const identity = identityOf(ctx, record);
    const email = identity.email?.toLowerCase();
    if (!email) continue;
    const rank: [number, number, string] = [
      identity.emailVerified ? 0 : 1,
      identity.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER,
      uid,
    ];
    const held = best.get(email);
    if (held && held.uid !== uid) shared.add(email);
    if (!held || compareRanks(rank, held.rank) < 0) best.set(email, { uid, rank });
  }
  for (const email of shared) {
    const owner = best.get(email);
    if (owner) ctx.accounts.emailOwners.set(email, owner.uid);
  }
}

const compareRanks = (a: [number, number, string], b: [number, number, string]) =>
  a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);

/** The accounts of `firebase auth:export --format=json` (auth.json, {"users": [...]}). */
export async function importAuthUsers(ctx: ImportContext, file: string): Promise<void> {
  ctx.report.touch('auth accounts');
  await surveyAccounts(ctx, file);
  for await (const entry of streamEntries(file, ['users'], { limits: ctx.limits })) {
    const record = entry.value;
    const uid = isObject(record) ? readText(record.localId) : undefined;
    if (entry.error || !isObject(record) || !uid) {
      refuseUnread(ctx, 'auth accounts', `#${entry.key}`, entry.error ?? 'no localId');
      continue;
    }
    const result = await importDocument(
      ctx,
      'auth accounts',
      uid,
      record,
      async (tx, _previous, notes) => {
        const identity = identityOf(ctx, record);
        const { userId, origin, isNew } = await ensureMember(tx, ctx, uid, identity, notes);
        // A member an earlier run made (or a former member who turns up) takes the account's
        // newer name, picture and address; one who signed in here already keeps theirs.
        if (!isNew && origin === 'created') await refreshIdentity(tx, userId, identity, notes);
        if (origin === 'created') await keepPasswordHash(tx, userId, record, notes);
        if (origin === 'created' && ctx.accounts.disabled.has(uid)) {
          await updateUser(tx, userId, { banUntil: PERMANENT_UNTIL });
          notes.note('disabled in the old app: banned');
        }
        for (const provider of providersOf(record)) {
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
    await settle(ctx, uid, result);
  }
}

/**
 * After an account's document: the member it became, or (refused for who it claimed to be)
 * the mark that keeps it refused on later runs.
 */
async function settle(
  ctx: ImportContext,
  uid: string,
  result: Awaited<ReturnType<typeof importDocument>>,
) {
  if (result.targetId && result.outcome !== 'skipped') ctx.members.set(uid, result.targetId);
  if (result.identity && result.reason) {
    const reason = result.reason;
    await ctx.db.transaction((tx) =>
      saveMapping(tx, { entity: REFUSED_MEMBER, sourceId: uid, targetId: '', sourceHash: reason }),
    );
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
    const result = await importDocument(ctx, 'users', uid, doc, async (tx, _previous, notes) => {
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
          signIns: [],
        },
        notes,
      );
      // Disabled in the old app: banned here, whatever its ban dates said.
      if (origin === 'created' && ctx.accounts.disabled.has(uid))
        profile.banUntil = PERMANENT_UNTIL;
      await applyProfile(tx, uid, userId, origin, profile, notes);
      return userId;
    });
    await settle(ctx, uid, result);
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
