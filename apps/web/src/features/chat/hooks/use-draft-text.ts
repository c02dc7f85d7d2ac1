import { useCallback, useEffect, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { loadDraft, saveDraft } from '../utils/drafts';

/**
 * The composer's text, kept as the draft of `key` (utils/drafts.ts) as it is typed: it comes
 * back after a channel switch or a reload, and goes when the text is sent or cleared. Without
 * a key the text is not kept. A new key (another thread in the same panel) loads its own draft.
 */
export function useDraftText(key: string | undefined): [string, Dispatch<SetStateAction<string>>] {
  const [draft, setDraft] = useState(() => ({ key, text: key ? loadDraft(key) : '' }));
  let current = draft;
  if (draft.key !== key) {
    current = { key, text: key ? loadDraft(key) : '' };
    setDraft(current);
  }

  useEffect(() => {
    if (current.key) saveDraft(current.key, current.text);
  }, [current.key, current.text]);

  const setText = useCallback<Dispatch<SetStateAction<string>>>(
    (next) =>
      setDraft((d) => ({ key: d.key, text: typeof next === 'function' ? next(d.text) : next })),
    [],
  );
  return [current.text, setText];
}
