import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Plus, ShieldBan, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useAddBannedWord } from '../api/add-banned-word';
import { useBannedWords } from '../api/get-banned-words';
import { useRemoveBannedWord } from '../api/remove-banned-word';
import { fieldMessage } from '../utils/format';
import { Panel } from './panel';
import styles from './moderation-admin.module.css';

/** The banned words as removable chips, and a form to add one (the server checks it). */
export function BannedWordsPanel() {
  const toast = useToast();
  const words = useBannedWords();
  const add = useAddBannedWord();
  const remove = useRemoveBannedWord();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const focusInput = () => document.getElementById(inputId)?.focus();
  const removeRefs = useRef(new Map<string, HTMLButtonElement>());
  const removing = remove.isPending ? remove.variables : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const word = draft.trim();
    if (word === '') {
      setError('Type a word to ban');
      focusInput();
      return;
    }
    add.mutate(word, {
      onSuccess: () => {
        setDraft('');
        setError(null);
        toast.success(`“${word.toLowerCase()}” is now banned`);
      },
      onError: (failure) => {
        setError(fieldMessage(errorMessage(failure)));
        focusInput();
      },
    });
  };

  const onRemove = (word: string, index: number) =>
    remove.mutate(word, {
      onSuccess: (list) => {
        toast.success(`“${word}” is no longer banned`);
        // Focus moves to the chip that took its place, or back to the field.
        const next = list[Math.min(index, list.length - 1)];
        const target = next === undefined ? undefined : removeRefs.current.get(next);
        if (target) target.focus();
        else focusInput();
      },
      onError: (failure) => toast.error(errorMessage(failure)),
    });

  let list;
  if (words.isPending) {
    list = (
      <div className={styles.wordSkeletons} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading banned words
        </span>
        {[72, 96, 64, 88, 110].map((width, i) => (
          <Skeleton key={i} width={width} height={28} radius="999px" />
        ))}
      </div>
    );
  } else if (words.isError) {
    list = (
      <ErrorState
        retryVariant="secondary"
        compact
        headingLevel={3}
        title="The banned words could not be loaded"
        error={words.error}
        onRetry={() => void words.refetch()}
        retrying={words.isFetching}
      />
    );
  } else if (words.data.length === 0) {
    list = (
      <EmptyState
        compact
        headingLevel={3}
        icon={<ShieldBan />}
        title="No banned words yet"
        description="Add a word above; messages that contain it are held back and their author is warned."
      />
    );
  } else {
    list = (
      <ul role="list" className={styles.words} aria-label="Banned words">
        {words.data.map((word, index) => (
          <li key={word} className={styles.word}>
            <span className={styles.wordText}>{word}</span>
            <button
              type="button"
              ref={(element) => {
                if (element) removeRefs.current.set(word, element);
                else removeRefs.current.delete(word);
              }}
              className={styles.wordRemove}
              aria-label={`Remove “${word}”`}
              title={`Remove “${word}”`}
              aria-disabled={removing === word || undefined}
              onClick={() => {
                if (!remove.isPending) onRemove(word, index);
              }}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Panel
      title="Banned words"
      icon={<ShieldBan size={18} aria-hidden="true" />}
      description="A message that contains one of these words is not posted, and its author gets a warning. Words have 2 to 50 characters and match in any case, also inside longer words."
    >
      <form className={styles.addWord} onSubmit={onSubmit} noValidate>
        <TextField
          id={inputId}
          label="New banned word"
          className={styles.addWordField}
          value={draft}
          error={error}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" loading={add.isPending} icon={<Plus size={16} aria-hidden="true" />}>
          Add word
        </Button>
      </form>
      {list}
    </Panel>
  );
}
