import { createContext, useContext } from 'react';
import type { ChatMessage } from '@bbt/domain';
import type { FollowedThreads } from '../utils/pins-threads';

/** What a main-line message offers for pins and threads in the open channel (decision 0034). */
export interface PinThreadContextValue {
  /** The viewer may pin and unpin here (canPinIn). */
  canPin: boolean;
  togglePin: (message: ChatMessage) => void;
  openThread: (message: ChatMessage) => void;
  /** Unread replies per thread the viewer takes part in (undefined while loading). */
  followed: FollowedThreads | undefined;
}

/** Null inside a thread panel and wherever threads don't apply: no thread or pin controls. */
export const PinThreadContext = createContext<PinThreadContextValue | null>(null);

export const usePinThreadContext = () => useContext(PinThreadContext);
