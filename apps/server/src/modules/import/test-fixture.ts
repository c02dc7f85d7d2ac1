// A realistic export of the old Firebase app, generated for the import's tests: deterministic
// (a seeded generator), with every oddity of spec §3 that real exports hold. Test support only.
import { mkdir, open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BASE = Date.UTC(2023, 2, 1);
const DAY = 86_400_000;

/** The three timestamp forms exports hold, chosen by `n`. */
export function timestampForm(ms: number, n: number): unknown {
  const seconds = Math.floor(ms / 1000);
  const nanos = (ms % 1000) * 1e6;
  if (n % 3 === 0)
    return { __datatype__: 'timestamp', value: { _seconds: seconds, _nanoseconds: nanos } };
  if (n % 3 === 1) return { _seconds: seconds, _nanoseconds: nanos };
  return new Date(ms).toISOString();
}

export interface FixtureOptions {
  users: number;
  /** Ordinary chat messages, spread over the channels (the oddities come on top). */
  messages?: number;
  seed?: number;
  /** Applied last: a later export of the same community. */
  changes?: 'none' | 'newer';
}

/** Ids the tests look for. */
export const FIXTURE = {
  founderUid: 'uid-0000',
  /** Signs in with the OIDC provider as `oidc-sub-0001` (a different email than the export's). */
  oidcUid: 'uid-0001',
  oidcSub: 'oidc-sub-0001',
  /** Google account; the tests sign in through OIDC with the same verified email. */
  googleUid: 'uid-0002',
  oldUserUid: 'uid-0003',
  stringCountersUid: 'uid-0004',
  phoneOnlyUid: 'uid-phone',
  goneUid: 'uid-gone-author',
  /** The member whose users document holds unread counters: 3 in general. */
  readerUid: 'uid-0008',
  negativeCreditsUid: 'uid-0005',
  invitedUid: 'uid-0006',
  strangerInviterUid: 'uid-0007',
} as const;

const emailOf = (i: number) => `member${String(i).padStart(4, '0')}@example.com`;
const uidOf = (i: number) => `uid-${String(i).padStart(4, '0')}`;

export async function writeFixture(folder: string, options: FixtureOptions): Promise<void> {
  const rand = random(options.seed ?? 7);
  const newer = options.changes === 'newer';
  await mkdir(path.join(folder, 'storage', 'images'), { recursive: true });

  const authUsers: Record<string, unknown>[] = [];
  const userDocs: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < options.users; i += 1) {
    const uid = uidOf(i);
    const created = BASE + i * DAY;
    const provider =
      i === 1
        ? { providerId: 'oidc.test', rawId: FIXTURE.oidcSub }
        : [
            { providerId: 'facebook.com', rawId: `fb-${i}` },
            { providerId: 'apple.com', rawId: `ap-${i}` },
            { providerId: 'google.com', rawId: `g-${i}` },
          ][i % 3];
    authUsers.push({
      localId: uid,
      email: emailOf(i),
      // uid-0014: Firebase says unverified, but Google handed out the address.
      emailVerified: (i % 3 !== 1 || i === 2) && i !== 14,
      displayName: i === 9 ? undefined : `Member ${i}`,
      photoUrl: `https://lh3.googleusercontent.com/a/${uid}`,
      createdAt: String(created),
      lastSignedInAt: String(created + DAY),
      providerUserInfo: [{ ...provider, email: emailOf(i), displayName: `Member ${i}` }],
    });
    const doc: Record<string, unknown> = {
      uid,
      displayName: `Member ${i}`,
      email: emailOf(i),
      photoUrl: `https://lh3.googleusercontent.com/a/${uid}`,
      creationTime: timestampForm(created, i),
      credits: Math.floor(rand() * 50),
      founder: i === 0,
      admin: i === 10,
      analyst: i === 11,
      support: i === 12,
      blue_badge_trader: i % 5 === 0,
      premium_signals: i % 4 === 0,
      premium_trader: false,
      booster: false,
      crypto: i % 7 === 0,
      stocks: false,
      forex: i % 6 === 0,
      free_signals: false,
      marketing: i % 8 === 0,
      free_member: true,
      userPriority: i === 0 ? 1 : 6,
      warn: i % 9 === 0 ? 1 : 0,
      ban: 0,
      kick: 0,
      mute: 0,
      muteCount: 0,
      banDuration: timestampForm(created, i + 1),
      muteDuration: timestampForm(created, i + 2),
      signals_duration: timestampForm(created + 30 * DAY, i),
      visits: 0,
      signups: 0,
      sales: 0,
    };
    if (i > 20 && i % 10 === 3) doc.inviter = uidOf(i - 3);
    userDocs[uid] = doc;
  }
  // The oddities.
  const old = userDocs[FIXTURE.oldUserUid];
  if (old) {
    for (const key of Object.keys(old))
      if (!['uid', 'displayName', 'email'].includes(key)) delete old[key];
  }
  const strings = userDocs[FIXTURE.stringCountersUid];
  if (strings)
    Object.assign(strings, { credits: '12.5', warn: '2', visits: '14', signups: '3', sales: 'x' });
  const negative = userDocs[FIXTURE.negativeCreditsUid];
  if (negative) negative.credits = -5;
  const invited = userDocs[FIXTURE.invitedUid];
  if (invited) invited.inviter = FIXTURE.founderUid;
  const stranger = userDocs[FIXTURE.strangerInviterUid];
  if (stranger) stranger.inviter = 'uid-gone';
  authUsers.push({
    localId: FIXTURE.phoneOnlyUid,
    phoneNumber: '+15550001',
    createdAt: String(BASE),
  });
  const reader = userDocs[FIXTURE.readerUid];
  if (reader) Object.assign(reader, { general: '3', annoucements: 1 });
  if (newer) {
    const founder = userDocs[FIXTURE.founderUid];
    if (founder) founder.credits = 999;
    const renamed = authUsers.find((u) => u.localId === FIXTURE.oldUserUid);
    if (renamed) renamed.displayName = 'Member Three';
    // The author whose account was gone turns up (restored) in the newer export.
    authUsers.push({
      localId: FIXTURE.goneUid,
      email: 'gone.member@example.com',
      emailVerified: true,
      displayName: 'Gone Member',
      createdAt: String(BASE),
      providerUserInfo: [{ providerId: 'google.com', rawId: 'g-gone' }],
    });
  }

  await writeFile(path.join(folder, 'auth.json'), JSON.stringify({ users: authUsers }, null, 1));
  await writeCollection(folder, 'users', userDocs);
  await writeCollection(folder, 'mailingList', {
    m1: { email: 'Reader@Example.com' },
    m2: { email: 'reader@example.com ' },
    m3: { email: 'not-an-email' },
    m4: { email: 'second.reader@example.com' },
    ...(newer && { m5: { email: 'late.reader@example.com' } }),
  });
  await writeCollection(folder, 'products', {
    p1: {
      title: 'Trend Indicator',
      description: 'Spots the trend.',
      ImgUrl:
        'https://firebasestorage.googleapis.com/v0/b/old-app.appspot.com/o/images%2Fproduct-1?alt=media',
      nameInUrl: 'trend-indicator',
      originalPrice: 99,
      salePrice: newer ? 59 : 79,
      role: 'premium_trader',
      type: 'indicator',
      feature1: 'Alerts',
      feature2: 'Every market',
      feature10: 'Lifetime updates',
    },
    p2: {
      title: 'Course without picture',
      description: 'Learn.',
      ImgUrl:
        'https://firebasestorage.googleapis.com/v0/b/old-app.appspot.com/o/images%2Fmissing?alt=media',
      nameInUrl: 'course-one',
      originalPrice: '49',
      salePrice: 60,
      role: 'booster',
      type: 'course',
    },
    p3: {
      title: 'Broken',
      nameInUrl: 'broken',
      originalPrice: 10,
      role: 'founder',
      type: 'course',
    },
  });
  await writeCollection(folder, 'faq', {
    f1: { header: 'What is the Blue Badge?', description: 'A plan.' },
    f2: { header: 'How do signals work?', description: 'Analysts post them.' },
    f3: { header: 'Can I get a refund?', description: 'Sales are final.' },
    f4: { description: 'No header' },
  });
  await writeCollection(folder, 'testimonials', {
    t1: { name: 'Member 1', description: 'Great', rating: 5, display: true, uid: FIXTURE.oidcUid },
    t2: { name: 'Member 2', description: 'Good', rating: '4.5', display: false },
    t3: { name: 'Member 3', description: 'Old one', rating: 4 },
    t4: { name: 'Member 4', description: 'Bad rating', rating: 4.3, display: true },
  });
  await writeCollection(folder, 'tickets', {
    tk1: {
      name: 'ticket7',
      new: false,
      user1: 'Member 8',
      uid1: uidOf(8),
      ticketNum: 7,
      display: !newer,
    },
    tk2: {
      name: 'ticket12',
      new: true,
      user1: 'Gone',
      uid1: FIXTURE.goneUid,
      ticketNum: '12',
      display: false,
    },
    tk3: { name: 'ticket03', user1: 'Member 9', uid1: uidOf(9), display: true },
    tk4: { name: 'ticket7', user1: 'Member 9', uid1: uidOf(9), ticketNum: 7 },
  });
  await writeMessages(folder, rand, options.users, options.messages ?? 200, newer);
  await writeCollection(folder, 'polls', {
    q1: {
      header: 'Next topic?',
      text: 'Pick one',
      option1: 'Crypto',
      option2: 'Forex',
      option1Count: 2,
      option2Count: '5',
      [uidOf(1)]: 'option1',
      [uidOf(2)]: 'option2',
      [uidOf(3)]: 'option1',
      'uid-stranger': 'option2',
      createdAt: timestampForm(BASE + 300 * DAY, 0),
    },
    q2: { header: 'One option', option1: 'Only' },
  });
  await writeCollection(folder, 'signals', {
    s1: {
      name: 'EURUSD',
      entery: '1.0920',
      exit: 1.1,
      profit: '0.73',
      data: timestampForm(BASE + 310 * DAY, 1),
      analyst: uidOf(11),
      active: true,
    },
    s2: {
      name: 'BTCUSD',
      entery: 30000,
      exit: '31000.5',
      profit: '3.3',
      data: timestampForm(BASE + 311 * DAY, 2),
      analyst: 'Old Analyst',
      active: false,
      position: 'long',
      pl: '+3.3%',
    },
    s3: { name: 'Bad', entery: 'abc', exit: 1, analyst: uidOf(11) },
  });
  await writeCollection(folder, 'meetings', {
    mt1: {
      title: 'Weekly review',
      provider: 'zoom',
      link: 'https://zoom.example/1',
      execlusive: true,
    },
    mt2: {
      title: 'Open session',
      provider: 'meet',
      link: 'https://meet.example/2',
      execlusive: false,
    },
    mt3: { title: 'No link', provider: 'zoom' },
  });
  // A dozen images; one is not an image at all.
  for (let i = 1; i <= 12; i += 1) {
    const name = i === 1 ? 'product-1' : `img-${String(i).padStart(2, '0')}`;
    const bytes =
      i === 12
        ? Buffer.from('this is not an image')
        : await sharp({
            create: {
              width: 40 + i,
              height: 30,
              channels: 3,
              background: { r: i * 20, g: 80, b: 160 },
            },
          })
            .png()
            .toBuffer();
    await writeFile(path.join(folder, 'storage', 'images', name), bytes);
  }
  // The picture missing from the first export's storage is found for the newer one.
  if (newer) {
    const found = await sharp({
      create: { width: 20, height: 20, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    await writeFile(path.join(folder, 'storage', 'images', 'gone'), found);
  }
}

/** One collection in node-firestore-import-export's form. */
/**
 * Written a piece at a time: the benchmark's export of millions of messages is longer than one
 * string can be.
 */
async function writeCollection(folder: string, name: string, docs: Record<string, unknown>) {
  const file = await open(path.join(folder, `${name}.json`), 'w');
  try {
    let piece = `{"__collections__": {${JSON.stringify(name)}: {`;
    let separator = '\n';
    for (const [id, doc] of Object.entries(docs)) {
      const entry = JSON.stringify({ ...(doc as object), __collections__: {} });
      piece += `${separator}${JSON.stringify(id)}: ${entry}`;
      separator = ',\n';
      if (piece.length > 1 << 20) {
        await file.write(piece);
        piece = '';
      }
    }
    await file.write(`${piece}\n}}}\n`);
  } finally {
    await file.close();
  }
}

const CHANNELS = ['general', 'begginer', 'crypto_channel', 'forex_channel', 'results', 'ask'];
const FIRE = '🔥';
const THUMBS = '👍';

/** Message ids sort in another order than time, as Firestore's random ids do. */
const messageId = (n: number) => `m${((n * 7919) % 100_003).toString(36).padStart(4, '0')}-${n}`;

/**
 * Ordinary messages plus one of each oddity: replies, edits, reactions whose count disagrees
 * with their markers, images (one missing, one not an image), the misspelt announcements
 * channel, a ticket channel named the old way, an author who is gone, an unknown channel and
 * a message without a time.
 */
async function writeMessages(
  folder: string,
  rand: () => number,
  users: number,
  count: number,
  newer: boolean,
) {
  const docs: Record<string, Record<string, unknown>> = {};
  const base = BASE + 400 * DAY;
  const at = (n: number) => base + n * 60_000;
  const add = (n: number, fields: Record<string, unknown>) => {
    const author = Math.floor(rand() * users);
    docs[messageId(n)] = {
      text: `message ${n}`,
      userName: `Member ${author}`,
      photoUrl: '',
      userId: uidOf(author),
      createdAt: timestampForm(at(n), n),
      channel: CHANNELS[n % CHANNELS.length],
      replyTo: null,
      img: false,
      edited: false,
      ...fields,
    };
  };
  for (let n = 0; n < count; n += 1) add(n, {});
  let n = count;
  // The reader's three unread messages in general (written by someone else), last of all.
  const special = (fields: Record<string, unknown>) => add(n++, fields);
  special({ text: 'a reply', replyTo: messageId(0), channel: 'general' });
  special({ text: 'edited text', edited: true });
  special({ text: 'Eve\u202e rekcah' });
  // PostgreSQL refuses a NUL in text: the database's refusal skips it, its batch goes on.
  special({ text: 'nul \u0000 byte' });
  special({ text: 'reply to nothing', replyTo: 'no-such-message' });
  special({
    text: 'reacted',
    character: FIRE,
    [FIRE]: 3,
    [uidOf(1)]: true,
    [uidOf(2)]: true,
  });
  special({
    text: 'reacted by a stranger',
    character: THUMBS,
    [THUMBS]: 1,
    'uid-stranger': true,
  });
  special({ text: 'slug reaction', character: 'fire', fire: 1, [uidOf(3)]: true });
  for (let i = 2; i <= 11; i += 1) {
    special({
      text: i % 2 ? '' : `picture ${i}`,
      channel: 'general',
      img: true,
      imageUrl: `https://firebasestorage.googleapis.com/v0/b/old-app.appspot.com/o/images%2Fimg-${String(i).padStart(2, '0')}?alt=media`,
    });
  }
  special({
    text: '',
    img: true,
    imageUrl:
      'https://firebasestorage.googleapis.com/v0/b/old-app.appspot.com/o/images%2Fimg-12?alt=media',
  });
  special({
    text: 'lost picture',
    img: true,
    imageUrl:
      'https://firebasestorage.googleapis.com/v0/b/old-app.appspot.com/o/images%2Fgone?alt=media',
  });
  special({ text: 'news', channel: 'annoucements', userId: uidOf(0) });
  special({ text: 'help please', channel: 'ticket7', userId: uidOf(8) });
  special({ text: 'from a deleted account', userId: FIXTURE.goneUid, userName: 'Gone Member' });
  special({ text: 'nowhere', channel: 'no_such_channel' });
  special({ text: 'timeless', createdAt: 'yestarday' });
  // Two of them mention the reader: by name, and @everyone (the founder may ping groups).
  for (const text of ['unread 0', 'unread 1 @Member8', '@everyone unread 2'])
    special({ text, channel: 'general', userId: uidOf(0) });
  if (newer) {
    const edited = docs[messageId(count + 1)];
    if (edited) edited.text = 'edited again';
    special({ text: 'a newer message', channel: 'general' });
  }
  await writeCollection(folder, 'messages', docs);
}
