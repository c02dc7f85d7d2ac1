import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@bbt/domain';

/** Copies text; `copied` is true for LIMITS.copyTickMs afterwards (the tick of spec §4). */
export function useCopyTick(onError: () => void) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), LIMITS.copyTickMs);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(
    (text: string) => {
      if (!navigator.clipboard) {
        onError();
        return;
      }
      navigator.clipboard.writeText(text).then(() => setCopied(true), onError);
    },
    [onError],
  );
  return { copied, copy };
}
