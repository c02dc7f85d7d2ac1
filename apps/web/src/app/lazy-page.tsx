import { use, type ComponentType, type ReactElement } from 'react';
import { loadableComponent } from '../lib/lazy-with-timeout';

/** A page whose code is its own chunk, loaded on first visit. */
export interface LazyPage {
  /** The page: drawn at once when its code is there, else suspends until it is. */
  element: ReactElement;
  /** Loads the page's code (once); rejects with a ChunkLoadError. */
  load: () => Promise<void>;
}

/**
 * A page loaded on first visit. The import gives up after LIMITS.chunkTimeoutMs, and the error
 * reaches the page's error boundary ('Loading chunk failed' with Retry). A page whose code was
 * loaded beforehand (`load`, as a server-rendered page is before hydration) is drawn without
 * suspending, so it hydrates the server's markup instead of replacing it with a fallback.
 */
export function lazyPage(importPage: () => Promise<{ Component: ComponentType }>): LazyPage {
  const page = loadableComponent(importPage);
  function Page() {
    if (!page.Component) use(page.load());
    return page.Component ? <page.Component /> : null;
  }
  return { element: <Page />, load: page.load };
}
