import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RefreshCw, TriangleAlert, WifiOff } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button, ButtonLink } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { isChunkLoadError } from '../lib/lazy-with-timeout';
import styles from './route-error.module.css';

// A failed chunk stays failed in the router and the browser's module map, so a retry is a
// fresh page load.
function retry() {
  window.location.reload();
}

/** Error element of the routes: 'Loading chunk failed' with a Retry, or a generic failure. */
export function RouteError({ fullscreen = false }: { fullscreen?: boolean }) {
  const error = useRouteError();
  const className = [styles.wrap, fullscreen ? styles.fullscreen : undefined]
    .filter(Boolean)
    .join(' ');

  if (isChunkLoadError(error)) {
    return (
      <div className={className} role="alert">
        <EmptyState
          icon={<WifiOff />}
          title={COPY.chunk.failed}
          description="This page could not be downloaded. Check your connection and try again."
          action={
            <Button onClick={retry} icon={<RefreshCw size={16} aria-hidden="true" />}>
              {COPY.chunk.retry}
            </Button>
          }
        />
      </div>
    );
  }

  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className={className} role="alert">
      <EmptyState
        icon={<TriangleAlert />}
        title="Something went wrong"
        description="An unexpected error stopped this page. Reloading usually helps."
        action={
          <div className={styles.actions}>
            <Button onClick={retry} icon={<RefreshCw size={16} aria-hidden="true" />}>
              {COPY.chunk.retry}
            </Button>
            <ButtonLink to="/" variant="secondary" reloadDocument>
              {COPY.notFound.cta}
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
