import { formatDateTime } from './format';

/**
 * The server's user-facing refusals and errors, by module (decision 0065): read through
 * `COPY.server`, so a wording change is made here once and the tests that assert a text read
 * it from here too. Codes (`no_such_product`) are identifiers, not copy (ruling 1).
 */
export const SERVER_COPY = {
  catalog: {
    noSuchProduct: 'No such product',
    alreadyOwned: (title: string) => `You already own ${title}`,
    noSuchTier: (product: string, tier: number) => `'${product}' has no tier ${tier}`,
  },
  cart: {
    oneCodePerOrder: (onCart: string) =>
      `One code per order: your cart already has ${onCart}. Remove it first to use this one.`,
    unknownProduct: (product: string) => `Unknown product '${product}'`,
    duplicateProduct: (product: string) => `'${product}' is in the request twice`,
    noTiers: (product: string) => `'${product}' has no tiers`,
    subscriptionOnly: (product: string) =>
      `${product} is sold as a membership only: subscribe to it from its page.`,
    noLongerSoldOnce: (product: string, tier: number | null) =>
      `${product}${tier === null ? '' : ` (Tier ${tier})`} is now sold as a membership only: remove it from your cart and subscribe to it from its page.`,
  },
  coupons: {
    unknownProduct: (product: string) => `There is no product '${product}'`,
    codeTaken: (code: string) => `There is already a coupon ${code}`,
    archived: 'This coupon is archived already',
    noSuchCoupon: 'No such coupon',
  },
  delivery: {
    noHandStep:
      'This order has no TradingView invite waiting: it is done already, unpaid or unknown',
    fileNotReady: 'This file is not available yet: please try again later.',
    wrongFileType: (title: string, kind: 'PDF' | 'zip') => `${title} must be a ${kind} file.`,
    linkExpired: 'This download link has expired: open your orders for a fresh one.',
    linkInvalid: 'This download link is not valid.',
    linkNotYours: 'This download link was made for another member.',
    notOwned: (file: string) => `You don't own ${file}.`,
  },
  marketing: {
    alreadyMember: 'You are already on the marketing team',
    noSuchInvite: 'No such invite',
  },
  meetings: {
    noSuchMeeting: 'No such meeting',
    cannotMove: (status: string, action: 'start' | 'end') =>
      `A ${status} meeting can't be ${action === 'start' ? 'started' : 'ended'}`,
    changedMeanwhile: 'The meeting changed meanwhile; try again',
    ended: 'This meeting has ended',
    notStarted: "This meeting hasn't started yet",
  },
  signIn: { unknownPersona: 'Unknown persona' },
  signals: {
    noSuchSignal: 'No such signal',
    alreadyClosed: 'This signal is already closed',
  },
  polls: {
    blocked: (block: string) => `You can't vote while ${block}`,
    noSuchPoll: 'No such poll',
    optionOutOfRange: (options: number) => `This poll has ${options} options`,
  },
  uploads: {
    notMultipart: (what: string) => `Send ${what} as multipart/form-data`,
    fileRequired: (what: string) => `Attach ${what} (field \`file\`)`,
    channelRequired: 'Say which channel the image is for (field `channel`)',
    notAnImage: 'Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF).',
    unreadableImage: 'This image could not be read.',
    animationTooLarge: (frames: number, megapixels: number) =>
      `An animated image can have at most ${frames} frames and ${megapixels} megapixels across them.`,
    noSuchImage: 'No such image',
  },
  health: { databaseUnavailable: 'The database is not reachable.' },
  admin: {
    cannotLiftStaff: "You can't lift a founder's or another admin's ban or mute.",
    notRestricted: (restriction: 'ban' | 'mute') =>
      restriction === 'ban' ? 'This member is not banned' : 'This member is not muted',
    noAddress: 'This member has no address to mail (a former member kept for their messages)',
    tooManyLinks: (links: number, minutes: number) =>
      `This address was sent ${links} sign-in links in the last ${minutes} minutes: wait before sending another`,
    cannotBanSelf: "You can't ban yourself.",
    cannotBanStaff: "You can't ban a founder or another admin.",
    startAfterEnd: 'The start date is after the end date',
    exportTooLarge: (total: number, max: number) =>
      `${total} orders match: an export holds at most ${max}. Narrow the dates or filters.`,
    reportTooLong: (days: number) => `A report covers at most ${days} days`,
    notUploaded: 'Upload the picture first: imageUrl must be an uploaded product image',
    originalIsTierOne:
      "For a product with tiers, the original price is tier 1's price: change tier 1 instead",
    saleNotLower: 'The sale price must be lower than the original price',
    noTiers: 'This product has no tiers',
    everyTierOnce: (tiers: string) => `Give every tier once: ${tiers}`,
    saleTooDeep: (tier: number) =>
      `With this sale tier ${tier} would cost nothing: raise the sale price or tier ${tier}'s price`,
    keyTaken: (key: string) => `There is already a product with the key '${key}'`,
    urlNameTaken: (nameInUrl: string) => `There is already a product at /products/${nameInUrl}`,
    archivedAlready: (title: string) => `${title} is archived already`,
    noGallery: 'This product has no gallery',
    gallerySlots: (count: number) => `This gallery has ${count} pictures: slots 1 to ${count}`,
    noSuchQuestion: 'No such question',
    everyQuestionOnce: 'Give every question exactly once',
    noSuchTestimonial: 'No such testimonial',
    noSuchSubscriber: 'No such address on the mailing list',
    noSuchMail: 'No such mail',
    signInLinkWithheld: 'A sign-in link: only the member it was mailed to may read it.',
  },
  checkout: {
    noSuchOrder: 'No such order',
    removeFromCart: (why: string) => `${why}: remove it from your cart`,
    paymentUnavailable: (why: string) => `${why}. Please try again in a moment.`,
    ownedBeforeCapture: (title: string) =>
      `You got ${title} through another order meanwhile, so this order was cancelled: nothing was charged.`,
    codeUsedBeforeCapture:
      'Your discount code was used by another order meanwhile, so this order was cancelled: nothing was charged.',
    ownedAfterCapture: (title: string) =>
      `You got ${title} through another order meanwhile: this payment was refunded to you.`,
    codeUsedAfterCapture:
      'Your discount code was used by another order meanwhile: this payment was refunded to you.',
    amountMismatch: (captured: string, ordered: string) =>
      `PayPal took ${captured} instead of this order's ${ordered}, so the payment is refunded to you in full and nothing was granted. Please check out again.`,
    paymentRefunded: 'This payment was refunded.',
    orderCancelled: 'This order was cancelled: nothing was charged.',
    orderExpired:
      'This order expired before it was paid: nothing was charged. Please check out again.',
    cancelledByBuyer: 'Cancelled by the buyer.',
    paymentPending: 'The payment is pending.',
    pendingAtPayPal: 'The payment is pending at PayPal.',
    pendingAtPayPalBecause: (why = 'under review') =>
      `The payment is pending at PayPal (${why}); nothing was charged yet.`,
    notCompleted: (status: string) =>
      `PayPal did not complete the payment (${status}): nothing was charged.`,
    refundedThroughPayPal: 'The payment was refunded through PayPal.',
    reversedByPayPal: 'PayPal reversed the payment (a chargeback or a claim the buyer won).',
    disputeLost: "The buyer's PayPal dispute was resolved in their favour.",
    webhookNotSigned: 'This notification is not signed by PayPal.',
    webhookNotJson: 'The notification is not JSON.',
    webhookWithoutEvent: 'The notification has no event id or type.',
    webhookRetried: (why: string) => `${why}. PayPal will send it again.`,
    noSuchSubscription: 'No such subscription.',
    noSuchProduct: 'No such product.',
    onlySignalsAsMembership:
      'Only premium signals and the Blue Badge tiers can be sold as a membership.',
    soldSomeWay: 'Sell it one way at least: one-time, as a subscription, or both.',
    tierRequired: 'Say which Blue Badge tier is sold as a membership.',
    noSuchTier: 'This product has no such tier.',
    noTiers: 'This product has no tiers.',
    notUpgradable:
      'Only a Blue Badge tier membership that renews can be upgraded: resume it first, or subscribe.',
    notAnUpgrade:
      'Choose a higher Blue Badge tier billed over the same period: a membership is upgraded, never downgraded.',
    upgradeAwaitingApproval: (tier: number | null) =>
      `An upgrade${tier === null ? '' : ` to Tier ${tier}`} is awaiting your approval at PayPal: continue it there, or cancel the request before asking for another.`,
    upgradeRefusedByPaypal: (why: string) => `The upgrade was not made: ${why}.`,
    membershipNotOnSale: 'This membership is not on sale.',
    notSoldAsMembership: 'This product is not sold as a membership.',
    planPriceChanged: 'The price of this membership just changed: please try again.',
    alreadySubscribed: 'You already have a membership that renews: see your billing page.',
    badgeTierOwned: (owned: number, asked: number) =>
      owned === asked
        ? `You already own Blue Badge tier ${owned}: there is nothing to subscribe to.`
        : `You already own Blue Badge tier ${owned}, which includes tier ${asked}: there is nothing to subscribe to.`,
    cancelNotConfirmed:
      'PayPal would not stop this membership and did not confirm it had stopped: nothing was changed. Please try again in a few minutes.',
    approvalPending:
      'A membership is already waiting for your approval at PayPal: finish it there, or try again in a few hours.',
    subscriptionOfAnother: 'PayPal shows this subscription under someone else.',
    membershipStillRuns: (until: Date) =>
      `Your cancelled membership runs until ${formatDateTime(until, 'UTC')} UTC: subscribe again once it has ended, so no day is paid twice.`,
    resumeInstead:
      'Your cancelled membership still runs: resume it from your billing page rather than opening a second one.',
    notActiveAtPayPal:
      'PayPal does not show this membership as active, so nothing was granted or charged. If you approved it, it starts as soon as PayPal confirms it.',
    notResumable:
      'This membership can no longer be resumed: subscribe again from your billing page.',
    droppedByPayPal:
      'PayPal no longer holds this membership: subscribe again from your billing page.',
    noSuchMembershipPayment: 'No such payment of this membership.',
    refundedAlready: 'This payment was refunded already.',
    planRefusedByPaypal: (why: string) =>
      `The plan is saved, but ${why}. Members can't subscribe to it until PayPal accepts it: change it and save again.`,
    planNotSubscribable:
      "This membership can't be subscribed to right now: please try again later.",
  },
  chat: {
    noSuchMessage: 'No such message',
    noSuchMessageHere: 'No such message in this channel',
    replyElsewhere: 'The message you reply to is not in this channel',
    threadReplyNotRoot: 'That message is a thread reply, not the start of a thread',
    notYourUpload: 'That image was not uploaded by you to this channel',
    uploadAlreadySent: 'That image was already sent in a message: upload it again to send it again',
    cannotEdit: (hasImage: boolean) =>
      hasImage ? "Image messages can't be edited" : 'Only the author can edit a message',
    cannotDelete: 'Only the author, a founder or an admin can delete this message',
    oneEmoji: 'A reaction is one emoji',
    deletedNoReactions: "You can't react to a deleted message",
    blockedNoReactions: (block: string) => `You can't react while you are ${block}`,
    pinnersOnly: "Only founders, admins and this channel's staff pin messages here",
    threadReplyNotPinned: "A thread reply can't be pinned: pin the thread's first message",
    deletedNotPinned: "A deleted message can't be pinned",
    commandNotMessage: 'Commands are run with command:run, never posted',
  },
  /** The answers of the HTTP error handler and of the socket's acknowledgements alike. */
  errors: {
    invalidRequest: (details: string) => `Invalid request: ${details}`,
    internal: 'Something went wrong on our side. Please try again.',
  },
  users: {
    noSuchMember: 'No such member',
    accountGone: 'Your account no longer exists',
  },
  tickets: {
    bannedCannotOpen: "You can't open a ticket while banned",
    alreadyOpen: 'This ticket is already open.',
  },
  moderation: {
    wordAlreadyBanned: 'That word is already banned',
    wordNotBanned: 'That word is not banned',
  },
  commands: {
    ticketAlreadyClosed: 'This ticket is already closed.',
    noApplicationText: '(no application text)',
  },
  conversations: {
    noSuchConversation: 'No such conversation',
    cannotBlockYourself: "You can't block yourself",
  },
  push: {
    notSetUp: 'Push notifications are not set up on this server',
    noSuchDevice: 'You have no device with that id',
    offLinkExpired: 'This link has expired: turn the mails off from the app',
    offLinkInvalid: 'This link is not valid',
  },
} as const;
