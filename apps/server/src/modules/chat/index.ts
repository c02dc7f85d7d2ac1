// The chat module's public face: other modules import it from here, never its files.
export { assertCanRead, assertCanWrite, assertNotBanned, memberChannelAccess } from './access';
export { postAsBot } from './bot';
export type { ChatEvents } from './events';
export { countEveryMember } from './member-list-repo';
export { chatMemberSchema, presentChatMember } from './member-schema';
export { notificationLevels } from './notification-prefs';
export { presentMessages } from './present';
export { recordChannelChange } from './changes-repo';
export {
  insertMessage,
  lockChannelForInsert,
  lockChannelsForInsert,
  setSlowmode,
  type RowsWithMessage,
} from './repo';
export {
  channelRules,
  ticketFor,
  type MessageNotices,
  type MessagePushes,
  type MessageToStore,
} from './service';
