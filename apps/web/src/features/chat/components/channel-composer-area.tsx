import type { RefObject } from 'react';
import { isFounderOrAdmin, type ChatMessage, type MemberChannelAccess } from '@bbt/domain';
import type { Draft } from '../hooks/use-send-message';
import type { TypingSignal } from '../realtime/use-typing';
import type { ChannelSummary, ChatViewer, EmojiTarget, Member } from '../types';
import { draftKey } from '../utils/drafts';
import { viewerBlock } from '../utils/viewer';
import { Composer } from './composer';
import { ClosedTicketNotice } from './closed-ticket-notice';
import { ComposerNotice } from './composer-notice';
import { EmojiPicker } from './emoji-picker';
import { TicketPrompt } from './ticket-prompt';
import composerStyles from './composer.module.css';

interface ChannelComposerAreaProps {
  slug: string;
  name: string;
  viewer: ChatViewer;
  members: Member[] | undefined;
  channels: ChannelSummary[] | undefined;
  access: MemberChannelAccess;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  onEditLast: () => boolean;
  onSend: (draft: Draft) => void;
  onCommand: (text: string) => Promise<boolean>;
  insertRef: RefObject<((text: string) => void) | null>;
  attachRef: RefObject<((file: File) => void) | null>;
  emojiTarget: EmojiTarget | null;
  setEmojiTarget: (target: EmojiTarget | null) => void;
  onPickEmoji: (emoji: string) => void;
  typing: TypingSignal;
}

/**
 * The foot of a readable channel: the emoji picker when open, #ask's ticket prompt, and the
 * composer where the viewer may write, else the notice that says why not (a mute with its end).
 */
export function ChannelComposerArea({
  slug,
  name,
  viewer,
  members,
  channels,
  access,
  replyTo,
  onCancelReply,
  onEditLast,
  onSend,
  onCommand,
  insertRef,
  attachRef,
  emojiTarget,
  setEmojiTarget,
  onPickEmoji,
  typing,
}: ChannelComposerAreaProps) {
  const block = viewerBlock(viewer);
  return (
    <div className={composerStyles.area}>
      {emojiTarget ? (
        <EmojiPicker onPick={onPickEmoji} onClose={() => setEmojiTarget(null)} />
      ) : null}
      {slug === 'ask' ? <TicketPrompt /> : null}
      {access.write ? (
        <Composer
          slug={slug}
          channelName={name}
          author={viewer}
          allowCommands={isFounderOrAdmin(viewer.roles)}
          members={members}
          channels={channels}
          replyTo={replyTo}
          onCancelReply={onCancelReply}
          onEditLast={onEditLast}
          onSend={onSend}
          onCommand={onCommand}
          insertRef={insertRef}
          attachRef={attachRef}
          emojiOpen={emojiTarget?.kind === 'composer'}
          onToggleEmoji={() => setEmojiTarget(emojiTarget ? null : { kind: 'composer' })}
          showMarketingLink={slug === 'marketing_chat'}
          typing={typing}
          draftKey={draftKey(viewer.id, { channel: slug })}
        />
      ) : access.reason === 'closed' ? (
        <ClosedTicketNotice slug={slug} viewer={viewer} />
      ) : (
        <ComposerNotice
          kind={
            access.reason === 'muted' || access.reason === 'unavailable' ? access.reason : 'locked'
          }
          until={block?.kind === 'muted' ? block.until : null}
        />
      )}
    </div>
  );
}
