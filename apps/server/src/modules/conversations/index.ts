// The conversations module's public face: other modules import it from here, never its files.
export { conversationInfo, conversationLabel, memberConversations } from './service';
