// The demo community's content outside production (decision 0036): a few days of a trading
// community's life among the personas and a handful of extra members. Pure data, dated in
// minutes before the first start; demo-community.ts checks it against the app's rules and
// writes it once.

import type { DevPersonaKey, RoleKey } from '@bbt/domain';

/** The extra demo members, by the key the content names them with. */
export type DemoMemberKey = 'leo' | 'ana' | 'kenji' | 'grace' | 'omar';
/** Who wrote something: a persona (by its dev sign-in key) or an extra member. */
export type DemoAuthor = DevPersonaKey | DemoMemberKey;

/** Minutes before the first start. */
export const ago = (days: number, hours = 0, minutes = 0): number =>
  (days * 24 + hours) * 60 + minutes;

export interface DemoMember {
  key: DemoMemberKey;
  id: string;
  name: string;
  email: string;
  roles: RoleKey[];
  badgeTier: 1 | 2 | 3 | null;
  joined: number;
}

export interface DemoMessage {
  /** Unique in the demo; the message's client id is `demo:<key>`, so it is written once. */
  key: string;
  by: DemoAuthor;
  at: number;
  text: string;
  replyTo?: string;
  /** Emoji -> who reacted with it. */
  reactions?: Record<string, DemoAuthor[]>;
  /** Carries the demo chart image, uploaded by the author to this channel. */
  image?: boolean;
  /** Pinned by a founder or admin, an hour after it was posted. */
  pinnedBy?: DemoAuthor;
  /** Replies in the message's thread. */
  thread?: DemoMessage[];
  /** The personas have read the channel up to here: this message and the later ones are unread. */
  unreadFrom?: boolean;
}

export interface DemoChannel {
  channel: string;
  messages: DemoMessage[];
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    key: 'leo',
    id: 'demo-member-leo',
    name: 'Leo Fischer',
    email: 'leo.fischer@demo.bluebadge.local',
    roles: ['crypto', 'free_signals', 'free_member'],
    badgeTier: null,
    joined: ago(40),
  },
  {
    key: 'ana',
    id: 'demo-member-ana',
    name: 'Ana Souza',
    email: 'ana.souza@demo.bluebadge.local',
    roles: ['forex', 'stocks', 'free_member'],
    badgeTier: null,
    joined: ago(25),
  },
  {
    key: 'kenji',
    id: 'demo-member-kenji',
    name: 'Kenji Mori',
    email: 'kenji.mori@demo.bluebadge.local',
    roles: ['crypto', 'booster', 'free_member'],
    badgeTier: null,
    joined: ago(60),
  },
  {
    key: 'grace',
    id: 'demo-member-grace',
    name: 'Grace Adeyemi',
    email: 'grace.adeyemi@demo.bluebadge.local',
    roles: ['stocks', 'blue_badge_trader', 'free_member'],
    badgeTier: 1,
    joined: ago(6, 2),
  },
  {
    key: 'omar',
    id: 'demo-member-omar',
    name: 'Omar Haddad',
    email: 'omar.haddad@demo.bluebadge.local',
    roles: ['free_member'],
    badgeTier: null,
    joined: ago(3, 4),
  },
];

export const DEMO_CHANNELS: DemoChannel[] = [
  {
    channel: 'announcements',
    messages: [
      {
        key: 'announcements:class',
        by: 'founder',
        at: ago(3, 20),
        text: '@everyone **Live class on Thursday**: building a trading plan you can actually follow. Premium members get the link under *Learn*; the recording goes to everyone next week.',
        reactions: { '🔥': ['grace', 'leo', 'kenji'], '🙏': ['omar'] },
      },
      {
        key: 'announcements:search',
        by: 'admin',
        at: ago(0, 2, 30),
        text: 'New in the chat: **search** (try `from:` and `in:#general`), pinned messages and threads. Tell us in #general what you think.',
        unreadFrom: true,
      },
    ],
  },
  {
    channel: 'general',
    messages: [
      {
        key: 'general:rules',
        by: 'admin',
        at: ago(4, 9),
        text: 'Quick house rules while the room fills up:\n> Post the setup, not just the result.\n> Size for your own risk: nobody here gives financial advice.\n> Be kind to beginners; everyone started somewhere.\nQuestions about your account go to a ticket in #ask.',
        pinnedBy: 'admin',
        reactions: { '👍': ['leo', 'ana', 'kenji', 'premium'], '✅': ['support'] },
      },
      {
        key: 'general:morning',
        by: 'leo',
        at: ago(4, 7, 40),
        text: 'Morning all. $BTC held the 64k area overnight, quietest Asia session in weeks.',
      },
      {
        key: 'general:morning-reply',
        by: 'kenji',
        at: ago(4, 7, 31),
        text: 'Quiet before the CPI print, I suspect. Not adding anything until Thursday.',
        replyTo: 'general:morning',
      },
      {
        key: 'general:hello-nina',
        by: 'free',
        at: ago(3, 22, 5),
        text: 'Hi everyone! Nina here, I have been paper trading for a month and finally joined. Mostly watching $AAPL and $SPY.',
        reactions: { '👋': ['leo', 'ana', 'founder', 'grace'] },
      },
      {
        key: 'general:welcome-nina',
        by: 'founder',
        at: ago(3, 21, 50),
        text: 'Welcome @NinaOkafor! #begginer is the friendliest room for first questions, and the Thursday class is a good start.',
        replyTo: 'general:hello-nina',
      },
      {
        key: 'general:outlook',
        by: 'analyst',
        at: ago(2, 10),
        text: 'Weekly outlook, short version: $BTC range 62k-68k until a daily close outside it, $ETH lagging, $SPY at resistance into CPI. Details in the thread 👇',
        reactions: { '📈': ['premium', 'leo', 'kenji'], '💯': ['grace'] },
        thread: [
          {
            key: 'general:outlook:1',
            by: 'leo',
            at: ago(2, 9, 30),
            text: 'What would make you drop the range view on $BTC?',
          },
          {
            key: 'general:outlook:2',
            by: 'analyst',
            at: ago(2, 9, 12),
            text: 'A daily close above **68.2k** with volume. Wicks do not count, closes do.',
          },
          {
            key: 'general:outlook:3',
            by: 'premium',
            at: ago(2, 8, 45),
            text: 'Same read here. I am flat $BTC and only trading $SOL breakouts this week.',
          },
          {
            key: 'general:outlook:4',
            by: 'free',
            at: ago(0, 1, 10),
            text: 'Late to this, but thank you: the *closes, not wicks* rule just saved me from a bad entry.',
          },
        ],
      },
      {
        key: 'general:cpi',
        by: 'ana',
        at: ago(1, 14),
        text: 'CPI came in at 2.9%, a tenth under. EUR/USD jumped 60 pips in a minute and gave half of it back.',
        reactions: { '👀': ['leo', 'analyst'] },
      },
      {
        key: 'general:cpi-reply',
        by: 'marketing',
        at: ago(1, 13, 48),
        text: 'That was wild to watch live. Clip of the candle is going on our socials tomorrow 😄',
        replyTo: 'general:cpi',
      },
      {
        key: 'general:spoiler',
        by: 'kenji',
        at: ago(1, 6),
        text: 'Finished the indicator guide. Best tip in it: ||turn the volume filter on before anything else||',
        reactions: { '😂': ['leo'], '👍': ['ana'] },
      },
      {
        key: 'general:search',
        by: 'grace',
        at: ago(0, 2, 5),
        text: 'The new search is great, found my old $NVDA notes from last week in two seconds.',
        unreadFrom: true,
      },
      {
        key: 'general:ask-priya',
        by: 'leo',
        at: ago(0, 0, 40),
        text: '@PriyaRaman are you posting a $BTC signal before the weekend or staying out?',
      },
      {
        key: 'general:omar',
        by: 'omar',
        at: ago(0, 0, 18),
        text: 'First day with the indicator on my charts. ~~Overwhelmed~~ getting there 😅',
        reactions: { '💪': ['grace', 'free'] },
      },
    ],
  },
  {
    channel: 'begginer',
    messages: [
      {
        key: 'begginer:stop',
        by: 'free',
        at: ago(3, 20, 30),
        text: 'Probably a silly question: where do you put a stop loss? Under the last candle?',
      },
      {
        key: 'begginer:stop-answer',
        by: 'analyst',
        at: ago(3, 19, 55),
        text: 'Not silly at all. Put it where your idea is **wrong**, not where the loss feels small. For a breakout that is usually under the level that broke, not under the last candle.',
        replyTo: 'begginer:stop',
        reactions: { '🙏': ['free', 'omar'] },
      },
      {
        key: 'begginer:sizing',
        by: 'omar',
        at: ago(2, 5),
        text: 'How do you all decide how much to buy? I keep going all in 😬',
      },
      {
        key: 'begginer:sizing-answer',
        by: 'premium',
        at: ago(2, 4, 40),
        text: 'Risk a fixed slice of the account per trade, then let the stop decide the size:\n```\nrisk = account x 1%\nsize = risk / (entry - stop)\n```\n$1,000 account, entry 50, stop 48: risk $10, size 5 shares.',
        replyTo: 'begginer:sizing',
        reactions: { '💯': ['omar', 'analyst'], '🙏': ['free'] },
      },
      {
        key: 'begginer:nina-followup',
        by: 'analyst',
        at: ago(0, 0, 55),
        text: "@NinaOkafor the recording of Monday's risk class is up under *Learn*, it covers exactly your stop question with examples.",
        unreadFrom: true,
      },
    ],
  },
  {
    channel: 'results',
    messages: [
      {
        key: 'results:grace',
        by: 'grace',
        at: ago(2, 15),
        text: 'Small but clean: $AAPL from 211.50 to 219.80, +3.9%. Followed the plan, took half at the first target.',
        reactions: { '👏': ['founder', 'ana'] },
      },
      {
        key: 'results:sol',
        by: 'premium',
        at: ago(1, 3),
        text: 'Closed my **$SOL** swing: in at 142.10 on the breakout retest, out at 159.30, **+12.1%**. Chart below.',
        image: true,
        reactions: { '🔥': ['founder', 'leo', 'kenji', 'grace'], '🚀': ['marketing'] },
      },
      {
        key: 'results:sol-reply',
        by: 'founder',
        at: ago(1, 2, 40),
        text: 'Textbook retest entry @JamalCarter, thanks for posting the chart and the plan.',
        replyTo: 'results:sol',
      },
    ],
  },
  {
    channel: 'crypto_channel',
    messages: [
      {
        key: 'crypto:eth',
        by: 'kenji',
        at: ago(3, 6),
        text: '$ETH / $BTC ratio at a new low for the year. Anyone still holding $ETH here?',
      },
      {
        key: 'crypto:eth-reply',
        by: 'leo',
        at: ago(3, 5, 30),
        text: 'Holding a small bag, not adding until the ratio stops making lower lows.',
        replyTo: 'crypto:eth',
        reactions: { '👍': ['kenji'] },
      },
      {
        key: 'crypto:funding',
        by: 'admin',
        at: ago(0, 3),
        text: 'Funding on $SOL perps is the highest in a month: crowded longs. Careful with leverage this weekend.',
        reactions: { '👀': ['leo', 'kenji'] },
        unreadFrom: true,
      },
    ],
  },
  {
    channel: 'premium',
    messages: [
      {
        key: 'premium:welcome-grace',
        by: 'founder',
        at: ago(5, 20),
        text: 'Welcome to the premium room @GraceAdeyemi! Active signals are on the Signals page, the analysts post their reasoning here.',
        reactions: { '🎉': ['premium'] },
      },
      {
        key: 'premium:nvda',
        by: 'premium',
        at: ago(2, 2),
        text: 'Watching $NVDA into earnings. Plan: no position before the report, buy a pullback to the 20-day if the gap holds.',
      },
      {
        key: 'premium:nvda-question',
        by: 'grace',
        at: ago(0, 1, 25),
        text: '@JamalCarter how are you sizing the $NVDA earnings play? Half size because of the gap risk?',
        replyTo: 'premium:nvda',
        unreadFrom: true,
      },
    ],
  },
  {
    channel: 'marketing_chat',
    messages: [
      {
        key: 'marketing:plan',
        by: 'marketing',
        at: ago(4, 5),
        text: 'This week: one short clip per day from the classes, invite link in every bio. Goal is **5 signups**.',
        reactions: { '👍': ['founder'] },
      },
      {
        key: 'marketing:week',
        by: 'founder',
        at: ago(0, 4),
        text: '@SofiaLindqvist nice week: two signups and a Tier 1 sale from your link. The CPI clip did well too.',
        unreadFrom: true,
      },
    ],
  },
  {
    channel: 'staff',
    messages: [
      {
        key: 'staff:roster',
        by: 'admin',
        at: ago(3, 3),
        text: 'Ticket roster: @TomBecker on weekdays, I cover weekends. Anything about payments goes to Elena.',
        reactions: { '✅': ['support', 'founder'] },
      },
      {
        key: 'staff:deck',
        by: 'analyst',
        at: ago(0, 3, 20),
        text: "@ElenaVarga the deck for Thursday's class is in the shared folder, 14 slides. Can you check the risk section?",
        unreadFrom: true,
      },
      {
        key: 'staff:slowmode',
        by: 'support',
        at: ago(0, 1, 40),
        text: '@MarcusHale #general gets busy during the NFP release tomorrow, worth a `/slowmode 10` for an hour?',
      },
    ],
  },
];

export interface DemoTicket {
  opener: DemoAuthor;
  at: number;
  /** After the bot's greeting, which the ticket opens with as any ticket does. */
  messages: DemoMessage[];
}

export const DEMO_TICKET: DemoTicket = {
  opener: 'free',
  at: ago(0, 6),
  messages: [
    {
      key: 'ticket:question',
      by: 'free',
      at: ago(0, 5, 58),
      text: 'Hi! I bought nothing yet, but the crypto channel does not show up for me. Do I need a plan for it?',
    },
    {
      key: 'ticket:answer',
      by: 'support',
      at: ago(0, 5, 40),
      text: 'Hi Nina, no plan needed: open #claim and pick **crypto**. The channel appears right away. Did that work?',
    },
    {
      key: 'ticket:thanks',
      by: 'free',
      at: ago(0, 0, 30),
      text: 'Found it, thanks @TomBecker! One more: does the Tier 1 badge include the live classes?',
      unreadFrom: true,
    },
  ],
};

export interface DemoPoll {
  by: DemoAuthor;
  at: number;
  header: string;
  text: string;
  options: string[];
  /** Voter -> the index of their option. */
  votes: Partial<Record<DemoAuthor, number>>;
}

export const DEMO_POLL: DemoPoll = {
  by: 'founder',
  at: ago(1, 20),
  header: 'Next live class topic',
  text: 'What should the class after Thursday cover?',
  options: ['Reading volume', 'Options basics', 'Trading journal review', 'Forex sessions'],
  votes: { leo: 0, ana: 3, kenji: 0, grace: 1, premium: 2, analyst: 0, marketing: 1 },
};

export interface DemoSignal {
  by: DemoAuthor;
  at: number;
  name: string;
  entry: string;
  exit: string;
  profit: string;
  closed?: { at: number; position: string; pl: string };
}

export const DEMO_SIGNALS: DemoSignal[] = [
  {
    by: 'analyst',
    at: ago(12),
    name: 'BTC/USDT',
    entry: '61800',
    exit: '66400',
    profit: '+7.4%',
    closed: { at: ago(9), position: 'Long', pl: '+7.1%' },
  },
  {
    by: 'analyst',
    at: ago(10, 4),
    name: 'ETH/USDT',
    entry: '3120.5',
    exit: '3380',
    profit: '+8.3%',
    closed: { at: ago(8), position: 'Long', pl: '+7.9%' },
  },
  {
    by: 'analyst',
    at: ago(8, 6),
    name: 'GBP/JPY',
    entry: '191.20',
    exit: '189.40',
    profit: '+180 pips',
    closed: { at: ago(7, 3), position: 'Short', pl: '-0.6%' },
  },
  {
    by: 'founder',
    at: ago(7),
    name: 'AAPL',
    entry: '211.50',
    exit: '224.00',
    profit: '+5.9%',
    closed: { at: ago(4, 2), position: 'Long', pl: '+5.2%' },
  },
  {
    by: 'analyst',
    at: ago(6, 5),
    name: 'XAU/USD',
    entry: '2385.0',
    exit: '2340.0',
    profit: '+1.9%',
    closed: { at: ago(5), position: 'Short', pl: '-1.2%' },
  },
  {
    by: 'analyst',
    at: ago(5, 8),
    name: 'SOL/USDT',
    entry: '142.10',
    exit: '160.00',
    profit: '+12.6%',
    closed: { at: ago(1, 3), position: 'Long', pl: '+12.1%' },
  },
  {
    by: 'analyst',
    at: ago(1, 4),
    name: 'EUR/USD',
    entry: '1.0845',
    exit: '1.0920',
    profit: '+75 pips',
  },
  {
    by: 'founder',
    at: ago(0, 20),
    name: 'NVDA',
    entry: '118.40',
    exit: '131.00',
    profit: '+10.6%',
  },
  {
    by: 'analyst',
    at: ago(0, 6),
    name: 'BTC/USDT',
    entry: '64250',
    exit: '69800',
    profit: '+8.6%',
  },
];

export interface DemoMeeting {
  by: DemoAuthor;
  title: string;
  provider: string;
  link: string;
  exclusive: boolean;
  /** Minutes from the first start to its planned start: negative for one in the past. */
  startsIn: number;
  /** A past meeting ended after this many minutes; an upcoming one is scheduled. */
  lasted?: number;
}

export const DEMO_MEETINGS: DemoMeeting[] = [
  {
    by: 'founder',
    title: 'Risk management basics',
    provider: 'Zoom',
    link: 'https://meet.example.com/demo/risk-basics',
    exclusive: false,
    startsIn: -ago(3, 2),
    lasted: 65,
  },
  {
    by: 'admin',
    title: 'Premium: trading the CPI week',
    provider: 'Google Meet',
    link: 'https://meet.example.com/demo/cpi-week',
    exclusive: true,
    startsIn: -ago(1, 16),
    lasted: 50,
  },
  {
    by: 'founder',
    title: 'Live class: building a trading plan',
    provider: 'Zoom',
    link: 'https://meet.example.com/demo/trading-plan',
    exclusive: true,
    startsIn: ago(1, 4),
  },
  {
    by: 'admin',
    title: 'Open Q&A with the analysts',
    provider: 'Google Meet',
    link: 'https://meet.example.com/demo/open-qa',
    exclusive: false,
    startsIn: ago(4, 2),
  },
];

/**
 * The marketing persona's affiliate figures: distinct visitors of the invite link per day
 * (oldest first, the last one today), the members who signed up through it, and what they
 * bought (the commission follows the app's rate).
 */
export interface DemoMarketing {
  inviter: DemoAuthor;
  visitsPerDay: number[];
  signups: { member: DemoMemberKey; at: number }[];
  sales: { buyer: DemoMemberKey; product: 'badge'; tier: 1 | 2 | 3; at: number }[];
}

export const DEMO_MARKETING: DemoMarketing = {
  inviter: 'marketing',
  visitsPerDay: [1, 3, 2, 4, 6, 5, 3, 7, 4, 2],
  signups: [
    { member: 'grace', at: ago(6, 2) },
    { member: 'omar', at: ago(3, 4) },
  ],
  sales: [{ buyer: 'grace', product: 'badge', tier: 1, at: ago(5, 21) }],
};

/** Everything the demo community is made of, as the writer takes it. */
export interface DemoCommunity {
  members: DemoMember[];
  channels: DemoChannel[];
  ticket: DemoTicket;
  poll: DemoPoll;
  signals: DemoSignal[];
  meetings: DemoMeeting[];
  marketing: DemoMarketing;
}

export const DEMO_COMMUNITY: DemoCommunity = {
  members: DEMO_MEMBERS,
  channels: DEMO_CHANNELS,
  ticket: DEMO_TICKET,
  poll: DEMO_POLL,
  signals: DEMO_SIGNALS,
  meetings: DEMO_MEETINGS,
  marketing: DEMO_MARKETING,
};
