import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
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

/** What a route shows when it failed: 'Loading chunk failed' with a Retry, or a generic failure. */
function RouteError({ error, fullscreen }: { error: unknown; fullscreen: boolean }) {
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

interface BoundaryProps {
  location: Location;
  fullscreen: boolean;
  children: ReactNode;
}

interface BoundaryState {
  /** What was thrown while drawing `location`; `{ error }` as anything may be thrown. */
  failure: { error: unknown } | null;
  location: Location;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, location: this.props.location };

  // A failure belongs to the page it happened on: going to another page draws that afresh.
  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failure: null, location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  override render() {
    const { failure } = this.state;
    return failure ? (
      <RouteError error={failure.error} fullscreen={this.props.fullscreen} />
    ) : (
      this.props.children
    );
  }
}

/**
 * Catches what its routes throw while drawing (a page's code that didn't load included; React
 * logs it) and shows RouteError in their place; `fullscreen` for the outermost, which has no
 * site frame.
 */
export function RouteErrorBoundary({
  fullscreen = false,
  children,
}: {
  fullscreen?: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <ErrorBoundary location={location} fullscreen={fullscreen}>
      {children}
    </ErrorBoundary>
  );
}
