import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render: what can wait for that
 * (rows beyond the view, say) is left out of the first frame. True from the task after the
 * first frame, so a render it causes never delays the paint it waits for.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
