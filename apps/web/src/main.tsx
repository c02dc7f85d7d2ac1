import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { App } from './app';
import { loadRoutesFor } from './app/router';
import type { ServerState } from './entry-server';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

/** Set by the server beside a page it rendered (plugins/server-render.ts). */
const SERVER_STATE_ID = 'bbt-server-state';

function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const serverState = readServerState();
const renderInBrowser = (queryClient?: QueryClient) =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );

if (serverState) {
  const queryClient = createQueryClient();
  hydrate(queryClient, serverState.queries);
  if (!root.hasChildNodes()) {
    // A page the browser draws, with what it shows first sent beside it.
    renderInBrowser(queryClient);
  } else {
    // The server drew this page: take over its markup with the same data and components.
    loadRoutesFor(window.location.pathname).then(
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page (the page is already on screen).
      () =>
        startTransition(() => {
          hydrateRoot(
            root,
            <StrictMode>
              <App queryClient={queryClient} />
            </StrictMode>,
          );
        }),
      // The page's code didn't load: draw it afresh, which shows 'Loading chunk failed'.
      () => renderInBrowser(),
    );
  }
} else {
  renderInBrowser();
}
