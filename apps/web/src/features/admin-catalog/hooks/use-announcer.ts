import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A polite message for screen readers (moves, uploads). The text is cleared first and set a
 * moment later, so the same words said twice ('moved to position 2') are read both times.
 * Render `message` inside an always-present role="status" element.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const announce = useCallback((text: string) => {
    window.clearTimeout(timer.current);
    setMessage('');
    timer.current = window.setTimeout(() => setMessage(text), 60);
  }, []);

  return { message, announce };
}
