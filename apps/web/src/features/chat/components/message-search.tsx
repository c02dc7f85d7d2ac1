import { useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search, X } from 'lucide-react';
import { mentionKey, parseSearchQuery, searchTokenAt } from '@bbt/domain';
import { useChannels } from '../api/get-channels';
import { useMemberListStart, useMemberSearch } from '../api/get-members';
import { useSearchMessages, type SearchHit } from '../api/search-messages';
import { messageUrl } from '../hooks/use-message-jump';
import { foundFirst } from '../utils/found-members';
import { applySuggestion, searchSuggestions } from '../utils/search-suggestions';
import { SearchResults } from './search-results';
import styles from './message-search.module.css';

/**
 * The workspace's message search (decision 0031), top right of the header as in Discord: the
 * box suggests filters and their values while typing, Enter searches, and the results panel
 * lists matches (arrows move, Enter or a click opens the message in its channel).
 */
export function MessageSearch() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [submitted, setSubmitted] = useState('');
  const [open, setOpen] = useState(false);
  /** The option chosen with the arrows (or the pointer), in the list it was chosen in. */
  const [choice, setChoice] = useState<{ list: string; index: number } | null>(null);
  const channels = useChannels();
  const memberListStart = useMemberListStart();
  const parsed = useMemo(() => parseSearchQuery(submitted), [submitted]);
  const results = useSearchMessages(parsed.ok ? submitted : '');
  const hits = useMemo(() => results.data?.pages.flatMap((p) => p.results) ?? [], [results.data]);

  const token = searchTokenAt(text, caret);
  // from: and a few letters ask the server, which knows every member (decision 0044).
  const searched = useMemberSearch(
    token.key === 'from' ? mentionKey(token.value.replace(/^@/, '')) : '',
  );
  const members = foundFirst(searched.data, memberListStart.data?.members);
  const suggestions = searchSuggestions(token, members, channels.data ?? [], new Date());
  // While the text differs from the last search (or the box is empty, for the filter hints).
  const suggesting = open && (text !== submitted || text === '') && suggestions.length > 0;
  const showingResults = open && submitted !== '' && text === submitted;
  const count = suggesting ? suggestions.length : showingResults ? hits.length : 0;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  // A suggestion is taken with Tab or once chosen with the arrows; Enter alone searches. A
  // choice holds only in the list it was made in: keys pressed before the list changed (a Tab's
  // completion, members arriving) can never take an option of the next one.
  const list = suggesting
    ? `suggestions:${token.key ?? ''}:${token.value}:${suggestions.map((s) => s.id).join(' ')}`
    : `results:${submitted}`;
  const active = choice?.list === list ? choice.index : suggesting ? -1 : 0;
  const setActive = (index: number) => setChoice({ list, index });

  const submit = () => {
    const query = text.trim();
    setSubmitted(query);
    setText(query);
    setOpen(query !== '');
  };

  const openHit = (hit: SearchHit) => {
    setOpen(false);
    inputRef.current?.blur();
    // A thread reply opens at the message its thread hangs from.
    void navigate(messageUrl(hit.message.channel, hit.threadRootId ?? hit.message.id));
  };

  const pickSuggestion = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    const next = applySuggestion(text, token, suggestion);
    setText(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => inputRef.current?.setSelectionRange(next.caret, next.caret));
  };

  const clear = () => {
    setText('');
    setSubmitted('');
    setOpen(false);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (suggesting && active >= 0) pickSuggestion(active);
      else if (showingResults && hit) openHit(hit);
      else submit();
    } else if (event.key === 'Tab' && suggesting) {
      event.preventDefault();
      pickSuggestion(Math.max(active, 0));
    } else if (event.key === 'Escape' && (open || text)) {
      // Esc in the box closes it; it doesn't reach the channel's own Esc (mark read).
      event.stopPropagation();
      if (open) setOpen(false);
      else clear();
    }
  };

  const activeId = count > 0 && active >= 0 ? optionId(Math.min(active, count - 1)) : undefined;
  return (
    <div
      className={styles.search}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className={styles.box}>
        <Search size={14} aria-hidden="true" className={styles.icon} />
        <input
          ref={inputRef}
          type="search"
          className={styles.input}
          placeholder="Search"
          aria-label="Search messages"
          role="combobox"
          aria-expanded={suggesting || showingResults}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart ?? event.target.value.length);
            setOpen(true);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {text ? (
          <button type="button" className={styles.clear} aria-label="Clear search" onClick={clear}>
            <X size={14} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {suggesting ? (
        <ul id={listId} role="listbox" aria-label="Search filters" className={styles.suggestions}>
          {suggestions.map((s, i) => (
            <li
              key={s.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.suggestion}
              // Keeps the focus in the box while a suggestion is chosen with the mouse.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pickSuggestion(i)}
            >
              <span className={styles.suggestionLabel}>{s.label}</span>
              <span className={styles.suggestionHint}>{s.hint}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {showingResults ? (
        <SearchResults
          listId={listId}
          optionId={optionId}
          active={active}
          hits={hits}
          error={parsed.ok ? results.error : parsed.error}
          pending={results.isPending}
          hasNextPage={results.hasNextPage}
          loadingNext={results.isFetchingNextPage}
          onLoadMore={() => void results.fetchNextPage()}
          onOpen={openHit}
          onHover={setActive}
        />
      ) : null}
    </div>
  );
}
