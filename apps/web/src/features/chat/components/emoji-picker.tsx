import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { loadEmojiCategories, searchEmojis } from '../utils/emoji-data';
import type { EmojiCategory, PickerEmoji } from '../utils/emoji-data';
import { nextGridIndex } from '../utils/grid-navigation';
import styles from './emoji-picker.module.css';

const EmojiGrid = memo(function EmojiGrid({
  emojis,
  offset,
  activeIndex,
  onPick,
}: {
  emojis: PickerEmoji[];
  offset: number;
  /** The roving tab stop, when it falls in this grid; -1 otherwise. */
  activeIndex: number;
  onPick: (emoji: string) => void;
}) {
  return (
    <div className={styles.grid}>
      {emojis.map((emoji, i) => (
        <button
          key={emoji.unicode}
          type="button"
          className={styles.emoji}
          data-index={offset + i}
          tabIndex={offset + i === activeIndex ? 0 : -1}
          aria-label={emoji.label}
          title={emoji.label}
          onClick={() => onPick(emoji.unicode)}
        >
          {emoji.unicode}
        </button>
      ))}
    </div>
  );
});

function inRange(active: number, offset: number, length: number) {
  return active >= offset && active < offset + length ? active : -1;
}

/**
 * The emoji picker of spec screen 13: search box, close button and a grid by category. Arrow
 * keys move through the grid, Enter picks, Escape closes; focus returns where it came from.
 */
export function EmojiPicker({
  onPick,
  onClose,
}: {
  onPick: (emoji: string) => void;
  onClose: () => void;
}) {
  const [categories, setCategories] = useState<EmojiCategory[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    loadEmojiCategories().then(
      (data) => live && setCategories(data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    searchRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const results = useMemo(
    () => (categories && query.trim() ? searchEmojis(categories, query) : null),
    [categories, query],
  );

  const focusIndex = (index: number) => {
    setActive(index);
    bodyRef.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"]`)?.focus();
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const index = Number(target.dataset.index);
    if (Number.isNaN(index) || !bodyRef.current) return;
    const buttons = Array.from(bodyRef.current.querySelectorAll<HTMLElement>('[data-index]'));
    const next = nextGridIndex(buttons, index, event.key);
    if (next === null) return;
    event.preventDefault();
    if (next === -1) searchRef.current?.focus();
    else focusIndex(next);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusIndex(0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const first = results?.[0];
      if (first) onPick(first.unicode);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  let body;
  if (failed) body = <p className={styles.note}>Emoji could not be loaded.</p>;
  else if (!categories)
    body = <Spinner size="md" label="Loading emoji" className={styles.spinner} />;
  else if (results) {
    body = results.length ? (
      <EmojiGrid emojis={results} offset={0} activeIndex={active} onPick={onPick} />
    ) : (
      <p className={styles.note}>No emoji found</p>
    );
  } else {
    let offset = 0;
    body = categories.map((category) => {
      const start = offset;
      offset += category.emojis.length;
      return (
        <section
          key={category.key}
          id={`emoji-${category.key}`}
          aria-label={category.name}
          className={styles.section}
        >
          <h3 className={styles.sectionTitle}>{category.name}</h3>
          <EmojiGrid
            emojis={category.emojis}
            offset={start}
            activeIndex={inRange(active, start, category.emojis.length)}
            onPick={onPick}
          />
        </section>
      );
    });
  }

  return (
    <div className={styles.picker} role="dialog" aria-label="Emoji picker" onKeyDown={onKeyDown}>
      <div className={styles.head}>
        <input
          ref={searchRef}
          type="search"
          className={styles.search}
          placeholder={COPY.chat.emojiSearch}
          aria-label={COPY.chat.emojiSearch}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onSearchKeyDown}
        />
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label="Close emoji picker"
          onClick={onClose}
          icon={<X size={18} aria-hidden="true" />}
        />
      </div>
      {categories && !results ? (
        <nav className={styles.tabs} aria-label="Emoji categories">
          {categories.map((category) => (
            <button
              key={category.key}
              type="button"
              className={styles.tab}
              aria-label={category.name}
              title={category.name}
              onClick={() =>
                bodyRef.current
                  ?.querySelector(`#emoji-${category.key}`)
                  ?.scrollIntoView({ block: 'start' })
              }
            >
              {category.emojis[0]?.unicode}
            </button>
          ))}
        </nav>
      ) : null}
      <div ref={bodyRef} className={styles.body} onKeyDown={onGridKeyDown}>
        {body}
      </div>
    </div>
  );
}
