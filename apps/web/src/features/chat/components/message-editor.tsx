import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { COPY, MESSAGE_TEXT_PROBLEMS, messageTextProblem } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { autoGrow } from '../utils/auto-grow';
import styles from './message-item.module.css';

/** Inline edit (spec §4): Enter saves, Shift+Enter adds a line, Escape cancels. */
export function MessageEditor({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: string;
  saving: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
    autoGrow(el);
  }, []);

  const save = () => {
    const problem = messageTextProblem(text, false);
    if (problem) {
      setError(MESSAGE_TEXT_PROBLEMS[problem]);
      return;
    }
    if (text.trim() === initial.trim()) onCancel();
    else onSave(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  return (
    <div className={styles.editor}>
      <textarea
        ref={ref}
        className={styles.editorInput}
        value={text}
        aria-label="Edit message"
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        rows={1}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
          autoGrow(event.target);
        }}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <p className={styles.editorError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.editorBar}>
        <span id={hintId} className={styles.editorHint}>
          Enter to save · Shift+Enter for a new line · Escape to cancel
        </span>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {COPY.chat.cancel}
        </Button>
        <Button size="sm" loading={saving} onClick={save}>
          Save
        </Button>
      </div>
    </div>
  );
}
