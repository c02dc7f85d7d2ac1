import { SIGN_IN_LINK } from './mail';
import { SERVER_COPY } from './server-copy';

/**
 * Every user-facing string, in one catalogue (ruling 2): the spec's wording in correct
 * English, so a wording change happens in one place. Identifiers are not copy (ruling 1).
 */
export const COPY = {
  /** The server's refusals and errors, by module (decision 0065). */
  server: SERVER_COPY,
  toast: {
    successTitle: 'Operation was successful',
    failureTitle: 'Operation failed',
    close: 'Close',
  },
  loading: { line: 'invest this time to think of your future' },
  notFound: {
    title: 'Oops!',
    subtitle: '404 - page not found',
    body: "the page you are looking for doesn't exist or has been removed",
    cta: 'Go To Homepage',
  },
  chunk: { failed: 'Loading chunk failed', retry: 'Retry' },
  nav: { home: 'Home', products: 'Products', cart: 'Cart' },
  footer: {
    navigation: 'Navigation',
    company: 'Company',
    newsletter: 'Join our newsletter',
    subscribe: 'Subscribe',
    copyright: '© 2023',
  },
  auth: {
    signInRequired: 'Sign in required',
    signIn: 'Sign in',
    signUp: 'Sign Up',
    openApp: 'Open App',
    logOut: 'Log Out',
    redirecting: 'redirecting...',
    withGoogle: 'Sign in with Google',
    withFacebook: 'Sign in with Facebook',
    devSignIn: 'Dev sign-in',
    emailLinkHeading: 'Or sign in by email',
    emailLinkImported:
      'Had an email and password in the old app? Your account is here: enter that address and we will email you a sign-in link. Once in, you can link Google or Facebook.',
    emailLabel: 'Email address',
    emailLinkButton: 'Email me a sign-in link',
    emailLinkSent: (email: string) =>
      `Check your mail: if ${email} belongs to a member, a sign-in link is on its way. It works once, for ${SIGN_IN_LINK.validMinutes} minutes.`,
    emailLinkAgain: 'Use another address',
    emailLinkInvalid: 'That sign-in link has expired or was already used. Ask for a new one below.',
    emailLinkFailed: 'The sign-in link could not be used. Ask for a new one below.',
    // Offered only when the old app's password-hash parameters are set (decision 0050).
    passwordHeading: 'Or sign in with your old password',
    passwordLabel: 'Password',
    passwordButton: 'Sign in with password',
    passwordRequired: 'Enter your password',
    passwordWrong: 'Wrong email or password. Forgotten it? Ask for a sign-in link below.',
    emailLinkForgotten:
      'Forgotten your old password, or never had one? Enter your address and we will email you a sign-in link.',
    passwordSignInOff:
      'Signing in with a password is not offered here: members from the old app use "Email me a sign-in link" on the sign-in page.',
  },
  landing: {
    tabs: { indicator: 'Indicator', badge: 'Blue badge', signals: 'Signals' },
    buyNow: 'Buy Now',
    trustedBy: 'Trusted by',
    testimonials: 'Testimonials',
    writeTestimonial: 'Write a review',
    faq: 'FAQ',
  },
  products: {
    filters: { all: 'All', courses: 'Courses', indicators: 'Indicators', signals: 'Signals' },
    sortPriceAsc: 'price low to high',
    sortPriceDesc: 'price high to low',
    learnMore: 'Learn More',
    buyNow: 'Buy Now',
    checkCart: 'Check Cart',
    owned: 'Owned',
    /** A product the member's badge tier includes (decision 0042): never offered for sale. */
    includedInBadge: 'Included in your badge',
    upgrade: 'Upgrade',
    everythingIn: (tier: number) => `Everything in Tier ${tier}, plus:`,
    renew: 'Renew',
    heldTier: (tier: number) => `You hold tier ${tier}`,
    upgradeFor: (held: number, tier: number, price: string) =>
      `You hold tier ${held}: moving up to tier ${tier} costs ${price}, the difference`,
    accessUntil: (date: string) => `Your access runs until ${date}`,
    includedInTier: (title: string, tier: number) =>
      `${title} is included in your Blue Badge tier ${tier}: you already own it`,
    features: 'Features',
    tier: (n: number) => `Tier ${n}`,
    previous: 'Previous',
    next: 'Next',
    signalsBlurbs: {
      premiumSignals: 'premium signals',
      beginnerFriendly: 'beginner friendly',
      maximizeRoi: 'maximize ROI',
      premiumTradingRoom: 'premium trading room',
    },
  },
  cart: {
    empty: 'cart is empty',
    browse: 'Browse products',
    remove: 'Remove',
    subtotal: 'Subtotal',
    tax: 'Tax',
    /** Why an unpaid order was cancelled when the buyer ordered the same product at a new price. */
    supersededBy:
      'Replaced by a newer order for the same product at its new price: nothing was charged.',
    /** The tax is a share of the total (spec: the subtotal is 90% of the total). */
    taxOfTotal: (ratePercent: number) => `Tax (${ratePercent}% of the total)`,
    /** Prices are shown with tax in them: the lines add up to the total, not the subtotal. */
    taxIncluded: (ratePercent: number) =>
      `Prices include ${ratePercent}% tax: the subtotal is what you pay before it.`,
    total: 'Total',
    pay: 'Pay',
    orderFulfilled: 'your order has been fulfilled',
    demoPayment: 'Demo payment: no money is taken',
    paymentWindowClosed:
      'Payment window closed: the order was cancelled and nothing was charged. Any discount code is free to use again.',
    upgradeFrom: (tier: number) => `Upgrade from tier ${tier}: you pay the difference`,
    renewal: (days: number) => `Renewal: ${days} more days from the end of your current access`,
    ownedLine: 'You own this now: remove it to pay for the rest',
    skippedAtSignIn: (titles: string[]) =>
      `Left out of your cart because you already own ${titles.length === 1 ? 'it' : 'them'}: ${titles.join(', ')}`,
  },
  mailing: {
    joined: 'this email is now a member of our mailing list',
    duplicate: 'This email is already used',
    invalid: 'Enter a valid email address',
    required: 'Email is required',
    popupTitle: 'Join our mailing list and get 15% off',
    emailPlaceholder: 'Email',
    yourCode: (percent: number) =>
      `Your ${percent}% discount code (we emailed it too), for one order while signed in with this email:`,
  },
  discount: {
    label: 'Discount code',
    apply: 'Apply',
    remove: 'Remove code',
    line: (percent: number) => `Discount (${percent}%)`,
    signInToUse: 'Sign in to use a discount code',
    unknown: 'There is no such discount code',
    notYours:
      'This discount code belongs to another email address: sign in with the account of the email that joined the mailing list',
    used: 'This discount code has already been used',
    expired: 'This discount code has expired',
    reserved:
      'This discount code is held by an order awaiting payment: pay for that order or cancel it first',
  },
  coupon: {
    label: 'Coupon code',
    apply: 'Apply',
    remove: 'Remove coupon',
    line: (code: string) => `Coupon ${code}`,
    signInToUse: 'Sign in to use a coupon',
  },
  unsubscribe: {
    title: 'Leave the mailing list',
    confirm: (email: string) => `Stop sending mailing-list emails to ${email}?`,
    button: 'Unsubscribe',
    done: (email: string) => `${email} has left the mailing list.`,
    invalid: 'This unsubscribe link is not valid. Use the link from your latest email.',
    expired: 'This unsubscribe link has expired. Use the link from your latest email.',
  },
  mail: {
    receiptSubject: (orderId: string) => `Your Blue Badge order ${orderId.slice(0, 8)}`,
    receiptIntro: 'Thank you: your order has been fulfilled. Here is your receipt.',
    welcomeSubject: (percent: number) => `Welcome to the Blue Badge mailing list: ${percent}% off`,
    welcomeIntro: 'Thank you for joining the Blue Badge mailing list.',
    welcomeCode: (percent: number) =>
      `Here is your ${percent}% discount code for one order. Enter it in your cart while signed in with this email address:`,
    validUntil: (date: string) => `Valid until ${date}.`,
    /** Who receipts name as the seller when SELLER_DETAILS is not set. */
    sellerName: 'Blue Badge Traders',
    soldBy: 'Sold by',
    soldTo: 'Sold to',
    signalsUntil: (date: string) => `Premium signals access until ${date}.`,
    welcomeBackSubject: 'Welcome back to the Blue Badge mailing list',
    welcomeBackIntro: 'Thank you for joining the Blue Badge mailing list again.',
    welcomeBackCodeUsed: (percent: number) =>
      `Your ${percent}% discount code was used on an order already: it is one per address, so there is no new one.`,
    welcomeBackCodeExpired: (percent: number, date: string) =>
      `Your ${percent}% discount code expired on ${date}: it is one per address, so there is no new one.`,
    unsubscribeLine: 'You receive this because this address joined our mailing list.',
    unsubscribeLink: 'Unsubscribe',
    orderId: 'Order',
    paymentId: 'Payment reference',
    discount: (code: string, percent: number) => `Discount ${code} (${percent}%)`,
    coupon: (code: string) => `Coupon ${code}`,
    paid: 'Paid',
    signInLinkSubject: 'Your Blue Badge sign-in link',
    signInLinkIntro:
      'Someone asked to sign in to Blue Badge with this address. Follow this link to sign in:',
    signInLinkButton: 'Sign in to Blue Badge',
    signInLinkValidity: (minutes: number) =>
      `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this mail: nothing changes.`,
  },
  review: {
    sent: 'review has been sent',
    failed: 'unable to send review',
    ratingRequired: 'Rating is required',
    ratingRange: 'Rating must be from 0 to 5 in steps of 0.5',
    textRequired: 'Review text is required',
    submit: 'Send review',
  },
  chat: {
    channelNotFound: 'Channel Not Found',
    noPermission: "you don't have the permission to read or write in this channel",
    noAccess: "You don't have access",
    accessEnds: (until: string) => `until ${until}`,
    /** The server's answer to a post in a channel only staff write in. */
    composerLocked: "You don't have permission",
    /** What a member reads there instead of a composer: a fact, not a refusal. */
    readOnlyChannel: 'Only staff post here',
    /** A closed ticket (ruling 5): the server's refusal to write and the web's notice. */
    ticketClosed: 'This ticket is closed.',
    welcome: (channel: string) => `Welcome to ${channel}`,
    channelStart: 'this is the start of this channel',
    replyingTo: (name: string) => `Replying to ${name}`,
    cancel: 'Cancel',
    placeholder: 'Message',
    send: 'Send',
    fileTooLarge: 'File transfer limit is 8MB',
    /** The server's refusal of one emoji too many, and the web's before it asks. */
    tooManyReactions: (max: number) => `A message can carry at most ${max} different emoji`,
    slowmode: (wait: number) =>
      `Slow mode is on in this channel: you can post again in ${wait} second(s).`,
    flood: (wait: number) =>
      `You're sending messages too fast. Wait ${wait} second(s) and try again.`,
    interestsTitle: 'Choose your interests',
    interestsDone: 'Continue to #general',
    claim: 'Claim',
    removeRole: 'Remove',
    needHelp: 'Need Help ?!',
    openTicket: 'open a ticket',
    members: 'Members',
    edited: '(edited)',
    deleted: 'This message was deleted',
    /** How formatted message text is named to screen readers and in previews (decision 0033). */
    format: {
      spoiler: 'Spoiler, press to show',
      spoilerInPreview: '(spoiler)',
      ticker: (symbol: string) => `Ticker ${symbol}`,
      codeBlock: (lang: string | null) => (lang ? `Code block, ${lang}` : 'Code block'),
    },
    actions: { reply: 'Reply', react: 'React', copy: 'Copy', edit: 'Edit', delete: 'Delete' },
    emojiSearch: 'Search emoji',
    /** A '#channel' the reader can't open, in a message (decision 0068): no name is given away. */
    hiddenChannel: 'private channel',
    /** The author's answer when a banned word refuses their message: why, then the warning. */
    bannedWordRefused: (warning: string) =>
      `Not sent: your message contains a word that isn't allowed here. ${warning}`,
    bannedWordWarning: (name: string, n: number) =>
      `@${name} has been warned for using disrespectful words, you now have ${n} warning(s)`,
    closeNotHere: (name: string) => `@${name}, you can't use this command here`,
    closedTickets: {
      title: 'Closed tickets',
      description: 'Open one to read it as it was left; reopen it to let its opener write again.',
      search: 'Search closed tickets',
      searchHint: "A ticket number or the opener's name",
      none: 'No ticket has been closed yet.',
      noMatch: (search: string) => `No closed ticket matches “${search}”.`,
      closed: (when: string | null, by: string | null) =>
        ['closed', when, by && `by ${by}`].filter(Boolean).join(' '),
      reopen: 'Reopen',
      reopened: (name: string) => `#${name} is open again`,
      /** A member's own closed tickets (decision 0068): read-only, never reopened by them. */
      ownTitle: 'Your closed tickets',
      ownDescription: 'Read a ticket as it was left. To ask something new, open a new ticket.',
      /** Above a closed ticket's transcript, in place of its composer. */
      transcript: (when: string | null, by: string | null) =>
        `This ticket was ${['closed', by && `by ${by}`, when && `on ${when}`].filter(Boolean).join(' ')}. Its messages stay here to read.`,
      openNew: 'Open a new ticket',
    },
    pins: {
      /** The bot's line in the channel, replying to the pinned message (decision 0034). */
      botLine: (name: string) => `${name} pinned a message.`,
      pin: 'Pin',
      unpin: 'Unpin',
      title: 'Pinned messages',
      none: 'No pinned messages yet.',
      noneHint: 'Founders, admins and the staff of this channel pin what members should keep.',
      tooMany: (max: number) =>
        `This channel has ${max} pinned messages, the most it can hold: unpin one first.`,
      pinnedBy: (name: string) => `Pinned by ${name}`,
      jump: 'Jump',
    },
    threads: {
      reply: 'Reply in thread',
      title: 'Thread',
      replies: (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'}`,
      placeholder: 'Reply in thread',
      none: 'No replies yet: start the thread.',
      unread: 'New replies',
    },
  },
  marketing: {
    noPermission: "You don't have permission to access this page",
    roleRequired: 'marketing role required',
    getRole: 'Get role',
    notEnoughCredits: "you don't have enough credits",
    redeemed: 'Product has been redeemed',
    redeem: 'Redeem',
    balance: 'Balance',
    notMember: (name: string) => `@${name} is not a member of the marketing team`,
    unknownUser: (name: string) => `@${name} doesn't exist`,
    tooltip: '1 invite = 0.1c and 40% of the price in credits',
    stats: { visits: 'Visits', signups: 'Signups', sales: 'Sales', credits: 'Credits' },
    inviteLink: 'Your invite link',
    applyTitle: 'Join the marketing team',
    cvLabel: 'Tell us about yourself',
    cvRequired: 'Your cv is required',
    apply: 'Apply',
  },
  invite: {
    invitedBy: (name: string) => `You have been invited by ${name}`,
    redirecting: 'redirecting...',
    claimClosed: 'An inviter can only be added in the first 7 days after signing up',
    mutual: "You can't be invited by someone you invited",
  },
  meetings: {
    /** Exclusive meetings are the live classes of Blue Badge tiers 2 and 3 (decision 0042). */
    needBadge: 'Live classes are for Blue Badge tier 2 and tier 3 members',
    exclusive: 'Exclusive',
    free: 'Free',
    join: 'Join',
    create: 'Create meeting',
    start: 'Start',
    end: 'End',
    delete: 'Delete',
    status: { scheduled: 'Scheduled', live: 'Live', ended: 'Ended' },
  },
  signals: {
    active: 'Active signals',
    history: 'Trade history',
    add: 'Add signal',
    close: 'Close',
    delete: 'Delete',
  },
  notifications: {
    mentioned: (author: string, channel: string) => `${author} mentioned you in #${channel}`,
    replied: (author: string, channel: string) => `${author} replied to you in #${channel}`,
    message: (author: string, channel: string) => `${author} in #${channel}`,
    image: 'sent an image',
    signal: (name: string) => `New signal: ${name}`,
    signalBody: (levels: { entry: string; exit: string; profit: string }, analyst: string) =>
      `Entry ${levels.entry} · Exit ${levels.exit} · ${levels.profit} (${analyst})`,
    levels: {
      all: { label: 'All messages', hint: 'Notify me of every message' },
      mentions: { label: 'Only mentions', hint: 'Mentions of me and replies to me' },
      muted: { label: 'Nothing', hint: 'Mute: no notifications, no unread count' },
    },
    menu: (channel: string) => `Notification settings for #${channel}`,
    saved: (channel: string, level: string) => `#${channel}: ${level}`,
    enable: 'Enable notifications',
    enablePrompt: 'Get a notification when someone mentions you or replies to you.',
    /** The same offer in one row of a phone's width (decision 0030). */
    enableShort: 'Enable',
    enablePromptShort: 'Get notified of mentions and replies.',
    notNow: 'Not now',
    enabled: 'Notifications are on',
    blocked: 'Notifications are blocked in this browser: allow them in its site settings.',
    unsupported: "This browser can't show notifications.",
  },
  terms: {
    title: 'Terms of service',
    lastUpdated: 'March 29, 2023',
    finalSales: 'All sales are final and non-refundable.',
    noGuarantee: 'We do not guarantee any profit.',
    noResale: 'You may not resell our products.',
    liability: 'Our liability is limited to the amount you paid.',
  },
} as const;
