import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@bbt/domain';

/** Copies with the Clipboard API, or the older selection command where it is unavailable. */
async function writeText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy failed');
}

/**
 * `copy(text)` puts text on the clipboard; `copied` stays true for LIMITS.copyTickMs
 * (spec §4: the tick shows for 2 seconds). Resolves false when copying failed.
 */
export function useCopyText() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), LIMITS.copyTickMs);
    return true;
  }, []);

  return { copied, copy };
}
