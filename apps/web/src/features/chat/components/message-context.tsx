import { createContext, useContext } from 'react';
import type { ChatMessage, SendMessageInput } from '@bbt/domain';
import type { ChatViewer } from '../types';
import type { MentionContext } from '../utils/text-segments';

/** What every message in the open channel needs: who reads it and what they may do. */
export interface MessageContextValue {
  viewer: ChatViewer;
  mentionContext: MentionContext;
  /** The member may post here (replies and edits too). */
  canWrite: boolean;
  /** Reactions need no write access, but a mute or ban stops them. */
  canReact: boolean;
  /**
   * A closed ticket's transcript stays as said: only ticket staff delete (or react) there
   * (decision 0068). Elsewhere the message's own rule decides.
   */
  canDelete: boolean;
  editingId: number | null;
  startEdit: (id: number) => void;
  cancelEdit: () => void;
  saveEdit: (id: number, text: string) => void;
  savingEdit: boolean;
  reply: (message: ChatMessage) => void;
  openReactionPicker: (messageId: number) => void;
  toggleReaction: (message: ChatMessage, emoji: string) => void;
  requestDelete: (message: ChatMessage) => void;
  openImage: (message: ChatMessage) => void;
  jumpTo: (id: number) => void;
  retry: (input: SendMessageInput) => void;
  discard: (clientId: string) => void;
}

export const MessageContext = createContext<MessageContextValue | null>(null);

export function useMessageContext(): MessageContextValue {
  const value = useContext(MessageContext);
  if (!value) throw new Error('useMessageContext must be used inside <MessageContext>');
  return value;
}
