import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { AtSign, Hash } from 'lucide-react';
import { countLabel, sidebarEmphasis } from '@bbt/domain';
import { Modal } from '../../../components/ui/modal';
import type { ChannelSummary } from '../types';
import { matchChannels } from '../utils/shortcuts';
import styles from './channel-switcher.module.css';

/** More than this many matches would only scroll: typing narrows them. */
const SHOWN = 12;

/**
 * Ctrl/Cmd+K (decision 0035): type part of a channel's name, move with the arrow keys, Enter
 * opens it, Escape closes and gives focus back to where it was.
 */
export function ChannelSwitcher({
  open,
  channels,
  currentSlug,
  onClose,
  onOpenChannel,
}: {
  open: boolean;
  channels: readonly ChannelSummary[];
  currentSlug: string;
  onClose: () => void;
  onOpenChannel: (slug: string) => void;
}) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hintId = useId();
  const matches = matchChannels(channels, query).slice(0, SHOWN);
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));

  // After the dialog has opened (its effect runs first) and focused its first control.
  useEffect(() => {
    if (!open) return;
    setQuery('');
    setActive(0);
    inputRef.current?.focus();
  }, [open]);

  const pick = (slug: string) => {
    onClose();
    if (slug !== currentSlug) onOpenChannel(slug);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = matches.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : -1) + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = matches[activeIndex];
      if (chosen) pick(chosen.slug);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <Modal open={open} onClose={onClose} title="Switch channel">
      <input
        ref={inputRef}
        className={styles.input}
        type="text"
        role="combobox"
        aria-label="Channel name"
        aria-describedby={hintId}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={matches.length ? optionId(activeIndex) : undefined}
        placeholder="Where to?"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className={styles.hint}>
        ↑ ↓ to move, Enter to open, Esc to close
      </p>
      {matches.length === 0 ? (
        <p className={styles.empty} role="status">
          No channel matches “{query.trim()}”.
        </p>
      ) : null}
      <ul id={listId} role="listbox" aria-label="Channels" className={styles.list}>
        {matches.map((channel, i) => {
          const emphasis = sidebarEmphasis(channel.notify, channel);
          return (
            <li
              key={channel.slug}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              className={styles.option}
              data-bold={emphasis.bold || undefined}
              onPointerMove={() => setActive(i)}
              onClick={() => pick(channel.slug)}
            >
              <Hash size={16} aria-hidden="true" className={styles.icon} />
              <span className={styles.name}>{channel.label}</span>
              {channel.slug === currentSlug ? <span className={styles.here}>here</span> : null}
              {emphasis.badge === 'mentions' ? (
                <span className={styles.mentions}>
                  <AtSign size={12} aria-hidden="true" />
                  {countLabel(channel.mentions)}
                  <span className="visually-hidden"> mentions</span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
