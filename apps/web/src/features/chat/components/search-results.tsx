import { channelLabel, formatMessageDate, searchSnippet } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { SearchHit } from '../api/search-messages';
import { describeError } from '../utils/describe-error';
import styles from './message-search.module.css';

function Snippet({ hit }: { hit: SearchHit }) {
  const { message, highlights } = hit;
  if (!message.text) return <span className={styles.muted}>Image</span>;
  // The text stays text: matches become <mark> elements, nothing from the server is HTML.
  return (
    <>
      {searchSnippet(message.text, highlights).map((segment, i) =>
        segment.mark ? (
          <mark key={i} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** The results panel of the message search: a listbox the search box steers. */
export function SearchResults({
  listId,
  optionId,
  active,
  hits,
  error,
  pending,
  hasNextPage,
  loadingNext,
  onLoadMore,
  onOpen,
  onHover,
}: {
  listId: string;
  optionId: (index: number) => string;
  active: number;
  hits: SearchHit[];
  /** The query's own problem (a string), or the request's error. */
  error: unknown;
  pending: boolean;
  hasNextPage: boolean;
  loadingNext: boolean;
  onLoadMore: () => void;
  onOpen: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}) {
  const now = new Date();
  let status;
  if (error) {
    status = (
      <p className={styles.error} role="alert">
        {typeof error === 'string' ? error : describeError(error)}
      </p>
    );
  } else if (pending) {
    status = <Spinner size="sm" label="Searching" />;
  } else if (hits.length === 0) {
    status = <p className={styles.state}>No messages match. Try fewer words, or other filters.</p>;
  }
  return (
    <section className={styles.panel} aria-label="Search results">
      <p className={styles.count} role="status">
        {error || pending
          ? ''
          : `${hits.length}${hasNextPage ? '+' : ''} ${hits.length === 1 ? 'result' : 'results'}`}
      </p>
      {status}
      <ul id={listId} role="listbox" aria-label="Messages found" className={styles.results}>
        {hits.map((hit, i) => (
          <li
            key={hit.message.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.result}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(i)}
            onClick={() => onOpen(hit)}
          >
            <span className={styles.meta}>
              <span className={styles.author}>{hit.message.author.name}</span>
              <span className={styles.channel}>#{channelLabel(hit.message.channel)}</span>
              {hit.threadRootId !== null ? (
                <span className={styles.thread}>in a thread</span>
              ) : null}
              <time dateTime={hit.message.createdAt} className={styles.time}>
                {formatMessageDate(new Date(hit.message.createdAt), now)}
              </time>
            </span>
            <span className={styles.text}>
              <Snippet hit={hit} />
            </span>
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div className={styles.more}>
          <Button
            size="sm"
            variant="ghost"
            onMouseDown={(event) => event.preventDefault()}
            onClick={onLoadMore}
            disabled={loadingNext}
          >
            {loadingNext ? 'Loading…' : 'More results'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
