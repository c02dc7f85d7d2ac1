import { useId, useRef } from 'react';
import { EyeOff } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import type { PrivateNotice } from '../types';
import styles from './private-notices.module.css';

/** What a private answer is marked with: nobody else in the channel sees it. */
export const ONLY_YOU = 'Only you can see this';

function NoticeItem({
  notice,
  bot,
  onDismiss,
}: {
  notice: PrivateNotice;
  bot: { name: string; image: string | null };
  onDismiss: (button: HTMLButtonElement) => void;
}) {
  const textId = useId();
  return (
    <li className={styles.notice}>
      <Avatar name={bot.name} image={bot.image} size={40} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.author}>{bot.name}</span>
          <span className={styles.bot} aria-hidden="true">
            BOT
          </span>
        </div>
        <p id={textId} className={styles.text}>
          {notice.text}
        </p>
        <p className={styles.footer}>
          <EyeOff size={14} aria-hidden="true" />
          <span>{ONLY_YOU}</span>
          <span aria-hidden="true">·</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-describedby={textId}
            onClick={(event) => onDismiss(event.currentTarget)}
          >
            Dismiss
          </button>
        </p>
      </div>
    </li>
  );
}

/**
 * A slash command's private answers as bot lines at the end of the channel (or the top of the
 * polls), marked 'Only you can see this', each with a dismiss button. They live on this screen
 * only; screen readers hear each one as it comes.
 */
export function PrivateNotices({
  notices,
  bot,
  onDismiss,
}: {
  notices: readonly PrivateNotice[];
  bot: { name: string; image: string | null };
  onDismiss: (id: number) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);

  // Focus must not fall to the page when its button goes: the next notice, else the composer.
  const dismiss = (id: number, button: HTMLButtonElement) => {
    const item = button.closest('li');
    const sibling = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector(
      'button',
    );
    const section = listRef.current?.closest('section');
    const fallback =
      section?.querySelector<HTMLElement>('textarea') ??
      section?.querySelector<HTMLElement>('[role="region"]');
    onDismiss(id);
    (sibling ?? fallback)?.focus();
  };

  return (
    <ul
      ref={listRef}
      role="list"
      className={styles.list}
      aria-live="polite"
      aria-relevant="additions"
      aria-label="Private answers"
      hidden={notices.length === 0}
    >
      {notices.map((notice) => (
        <NoticeItem
          key={notice.id}
          notice={notice}
          bot={bot}
          onDismiss={(button) => dismiss(notice.id, button)}
        />
      ))}
    </ul>
  );
}
