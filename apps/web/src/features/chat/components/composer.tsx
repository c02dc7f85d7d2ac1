import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { ImagePlus, Megaphone, SendHorizontal, Smile } from 'lucide-react';
import {
  canMentionGroups,
  COPY,
  LIMITS,
  MESSAGE_TEXT_PROBLEMS,
  looksLikeCommand,
  messageTextProblem,
} from '@bbt/domain';
import type { ChatMessage, RoleHolder } from '@bbt/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useComposerMenu } from '../hooks/use-composer-menu';
import { useDraftText } from '../hooks/use-draft-text';
import type { Draft } from '../hooks/use-send-message';
import { useImageAttachment } from '../hooks/use-image-attachment';
import type { TypingSignal } from '../realtime/use-typing';
import type { ChannelSummary, Member } from '../types';
import { autoGrow } from '../utils/auto-grow';
import { applyMenuItem } from '../utils/composer-menu';
import { replaceShortcodes } from '../utils/emoji-shortcodes';
import { chatShortcut, pressOf } from '../utils/shortcuts';
import type { MenuItem } from '../utils/composer-menu';
import { AttachmentPreview } from './attachment-preview';
import { ComposerMenu } from './composer-menu';
import { ReplyBanner } from './reply-banner';
import styles from './composer.module.css';

interface ComposerProps {
  slug: string;
  /** The name the header and sidebar show; the text box is labelled with it, not the slug. */
  channelName: string;
  /** Whoever writes: the '@' menu offers only the mentions they may use. */
  author: RoleHolder;
  allowCommands: boolean;
  members: readonly Member[] | undefined;
  channels: readonly ChannelSummary[] | undefined;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  /** Up in the empty composer edits the last message (decision 0035); false when there is none. */
  onEditLast?: () => boolean;
  onSend: (draft: Draft) => void;
  /** Tells the channel the member is typing (decision 0032); absent: nobody is told. */
  typing?: TypingSignal;
  /** Text starting with '/' runs as a command; resolves true when the server ran it. */
  onCommand: (text: string) => Promise<boolean>;
  /** The emoji picker inserts through this. */
  insertRef: RefObject<((text: string) => void) | null>;
  /** An image dropped anywhere on the conversation is attached through this. */
  attachRef: RefObject<((file: File) => void) | null>;
  emojiOpen: boolean;
  onToggleEmoji: () => void;
  /** marketing_chat shows a bullhorn linking to /marketing (spec screen 13). */
  showMarketingLink: boolean;
  /** Where unsent text is kept across switches and reloads (utils/drafts.ts); absent: nowhere. */
  draftKey?: string;
}

/**
 * The composer (spec screen 13): image upload, a growing textarea (Enter sends, Shift+Enter
 * adds a line), '@' '#' '/' menus, emoji and send. Validation uses the server's own rule.
 */
export function Composer({
  slug,
  channelName,
  author,
  allowCommands,
  members,
  channels,
  replyTo,
  onCancelReply,
  onEditLast,
  onSend,
  onCommand,
  insertRef,
  attachRef,
  emojiOpen,
  onToggleEmoji,
  showMarketingLink,
  typing,
  draftKey,
}: ComposerProps) {
  const [text, setText] = useDraftText(draftKey);
  const [caret, setCaret] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  /** The selection to restore after the next render (a menu pick selects a placeholder). */
  const pendingCaret = useRef<{ start: number; end: number } | null>(null);
  const menuId = useId();
  const errorId = useId();
  const attachment = useImageAttachment(slug);
  const menu = useComposerMenu({
    text,
    caret,
    allowCommands,
    allowGroupMentions: canMentionGroups(author),
    members,
    channels,
  });

  // Put the caret where a menu pick or an emoji left it.
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    autoGrow(el);
    if (pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current.start, pendingCaret.current.end);
      pendingCaret.current = null;
    }
  }, [text]);

  useEffect(() => {
    insertRef.current = (inserted: string) => {
      const el = textareaRef.current;
      const at = el ? el.selectionStart : text.length;
      const end = el ? el.selectionEnd : text.length;
      setText((current) => current.slice(0, at) + inserted + current.slice(end));
      pendingCaret.current = { start: at + inserted.length, end: at + inserted.length };
      setCaret(at + inserted.length);
    };
    return () => {
      insertRef.current = null;
    };
  }, [insertRef, setText, text.length]);

  useEffect(() => {
    attachRef.current = attachment.attach;
    return () => {
      attachRef.current = null;
    };
  }, [attachRef, attachment.attach]);

  // Typed, inserted, sent or cleared: the channel hears of it (decision 0032).
  useEffect(() => {
    typing?.changed(text);
  }, [typing, text]);

  // Replying or picking a channel puts the cursor here.
  useEffect(() => {
    if (replyTo) textareaRef.current?.focus();
  }, [replyTo]);

  const tooLong = text.trim().length > LIMITS.messageMaxChars;
  const hasImage = attachment.current !== null;
  const uploading = attachment.current !== null && attachment.current.upload === null;
  const isCommand = looksLikeCommand(text);
  const canSend = isCommand
    ? !running && messageTextProblem(text, false) === null
    : !uploading && messageTextProblem(text, hasImage) === null;

  const pick = (item: MenuItem) => {
    if (!menu.trigger) return;
    const next = applyMenuItem(text, menu.trigger, item);
    pendingCaret.current = { start: next.caret, end: next.selectionEnd ?? next.caret };
    setText(next.text);
    setCaret(next.caret);
  };

  // A command is run, never posted (no local echo); the text stays until the server ran it,
  // so a refused or failed command can be corrected. A reply or an image waits meanwhile.
  // Once it ran, the composer empties only if it still holds that command: what was typed
  // meanwhile (the bot's answer can arrive before the command's own) is not thrown away.
  const runTyped = () => {
    const problem = messageTextProblem(text, false);
    if (problem === 'too_long') setError(MESSAGE_TEXT_PROBLEMS.too_long);
    if (problem || running) return;
    const command = text;
    setRunning(true);
    void onCommand(command).then((ran) => {
      setRunning(false);
      if (ran && textareaRef.current?.value === command) {
        setText('');
        setCaret(0);
        setError(null);
      }
      textareaRef.current?.focus();
    });
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isCommand) {
      runTyped();
      return;
    }
    const problem = messageTextProblem(text, hasImage);
    if (problem === 'too_long') setError(MESSAGE_TEXT_PROBLEMS.too_long);
    if (problem || uploading) return;
    // ':fire:' goes out as 🔥, as the reader's menu would have put it (decision 0067).
    onSend({ text: replaceShortcodes(text), replyTo, upload: attachment.current?.upload ?? null });
    setText('');
    setCaret(0);
    setError(null);
    attachment.clear();
    onCancelReply();
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (menu.trigger) {
      const count = menu.items.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        menu.setActive((menu.active + step + count) % count);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const item = menu.items[menu.active];
        // '/status' typed in full: Enter runs it rather than picking it again.
        const typedInFull =
          event.key === 'Enter' && !item?.template && item?.insert === text.trim();
        if (item && !typedInFull) {
          event.preventDefault();
          pick(item);
          return;
        }
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        menu.dismiss();
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && replyTo) {
      event.preventDefault();
      onCancelReply();
    } else if (
      chatShortcut(pressOf(event), {
        dialogOpen: false,
        inConversation: true,
        emptyComposer: text === '' && !hasImage,
      }) === 'edit-last' &&
      onEditLast?.()
    ) {
      event.preventDefault();
    }
  };

  const syncCaret = () => setCaret(textareaRef.current?.selectionStart ?? 0);

  return (
    <form className={styles.composer} onSubmit={submit}>
      {replyTo ? <ReplyBanner name={replyTo.author.name} onCancel={onCancelReply} /> : null}
      {attachment.current ? (
        <AttachmentPreview attachment={attachment.current} onRemove={attachment.clear} />
      ) : null}
      {menu.trigger ? (
        <ComposerMenu
          id={menuId}
          kind={menu.trigger.kind}
          items={menu.items}
          active={menu.active}
          onHover={menu.setActive}
          onPick={pick}
        />
      ) : null}
      <div className={styles.bar}>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) attachment.attach(file);
          }}
        />
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label="Upload an image"
          title="Upload an image"
          disabled={uploading}
          onClick={() => fileRef.current?.click()}
          icon={<ImagePlus size={20} aria-hidden="true" />}
        />
        <textarea
          ref={textareaRef}
          className={styles.input}
          rows={1}
          value={text}
          placeholder={COPY.chat.placeholder}
          aria-label={`${COPY.chat.placeholder} #${channelName}`}
          aria-autocomplete="list"
          aria-controls={menu.trigger ? menuId : undefined}
          aria-activedescendant={menu.trigger ? `${menuId}-${menu.active}` : undefined}
          aria-invalid={tooLong || undefined}
          aria-describedby={error || tooLong ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            // A pasted file (a screenshot) is attached as the picker would; text pastes as text.
            const file = event.clipboardData.files[0];
            if (!file) return;
            event.preventDefault();
            attachment.attach(file);
          }}
          onSelect={syncCaret}
          onClick={syncCaret}
          onBlur={typing?.stopped}
        />
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label="Emoji"
          title="Emoji"
          aria-expanded={emojiOpen}
          onClick={onToggleEmoji}
          icon={<Smile size={20} aria-hidden="true" />}
        />
        {showMarketingLink ? (
          <ButtonLink
            to="/marketing"
            variant="ghost"
            size="sm"
            iconOnly
            aria-label="Marketing"
            title="Marketing"
            icon={<Megaphone size={20} aria-hidden="true" />}
          />
        ) : null}
        <Button
          type="submit"
          size="sm"
          iconOnly
          aria-label={COPY.chat.send}
          title={isCommand ? 'Run command' : COPY.chat.send}
          disabled={!canSend}
          loading={running}
          icon={<SendHorizontal size={18} aria-hidden="true" />}
        />
      </div>
      {error || tooLong ? (
        <p id={errorId} className={styles.error} role="alert">
          {error ?? MESSAGE_TEXT_PROBLEMS.too_long}
        </p>
      ) : null}
    </form>
  );
}
