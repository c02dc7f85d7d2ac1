/**
 * The words of the installable app and its push devices (decision 0062). Kept beside the
 * feature rather than in the domain's COPY, which every page, the landing page included,
 * loads: these are shown only in the members' area.
 */
export const PUSH_COPY = {
  updateReady: 'A new version is ready',
  reload: 'Reload',
  heading: 'Push to this device',
  hint: 'Get mentions, replies and signals even when no tab is open.',
  subscribe: 'Push to this device',
  subscribing: 'Subscribing…',
  subscribed: 'This device now gets push notifications',
  off: 'Push notifications are not set up on this server.',
  unsupported: "This browser can't receive push notifications.",
  devices: 'Your devices',
  thisDevice: 'this device',
  remove: (label: string) => `Remove ${label}`,
  removed: (label: string) => `${label} no longer gets push notifications`,
  allSettings: 'All notification settings',
  settings: {
    title: 'Notifications',
    description: 'What notifies you, on which devices, and when.',
    loading: 'Loading your settings',
    loadFailed: 'Your notification settings could not be loaded',
    kindsLegend: 'Push me for',
    kinds: {
      mentions: 'Mentions of me',
      replies: 'Replies to me',
      signals: 'New signals',
      tickets: 'Replies in my support tickets',
      messages: 'Direct messages to me',
    },
    channelsHint: "Each channel's own level (all, mentions, nothing) is in its bell menu.",
    quietLegend: 'Quiet hours',
    quietOn: 'No pushes during quiet hours',
    from: 'From',
    to: 'to',
    timeZone: 'Time zone',
    mailLegend: 'Mail',
    missedMail:
      'Mail me mentions and replies I missed: when no device of mine gets pushes, or they came in quiet hours (mailed once they end)',
    save: 'Save',
    saved: 'Notification settings saved',
  },
};
