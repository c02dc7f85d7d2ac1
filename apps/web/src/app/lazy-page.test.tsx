// @vitest-environment happy-dom
import { Suspense, type ReactElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { COPY } from '@bbt/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Routes({ routes }: { routes: RouteObject[] }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<p>Loading the page</p>}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  );
}

const at = (path: string, routes: RouteObject[]) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes routes={routes} />
  </MemoryRouter>
);

/** Rendered inside an awaited act(), so React retries what suspended once it resolves. */
async function show(ui: ReactElement) {
  await act(async () => {
    render(ui);
  });
}

describe('lazyPage', () => {
  it('shows the fallback while the code loads, then the page', async () => {
    let finish!: () => void;
    const loaded = new Promise<void>((resolve) => (finish = resolve));
    const page = lazyPage(async () => {
      await loaded;
      return { Component: () => <h1>Products</h1> };
    });
    await show(at('/products', [{ path: 'products', element: page.element }]));
    expect(screen.getByText('Loading the page')).toBeTruthy();

    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(screen.queryByText('Loading the page')).toBeNull();
  });

  it('draws a page loaded beforehand at once, without the fallback (as hydration needs)', async () => {
    const page = lazyPage(async () => ({ Component: () => <h1>Landing</h1> }));
    await page.load();
    render(at('/', [{ index: true, element: page.element }]));
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeTruthy();
  });

  it('loads the code once however often it is asked for', async () => {
    const importPage = vi.fn(async () => ({ Component: () => null }));
    const page = lazyPage(importPage);
    await Promise.all([page.load(), page.load()]);
    await page.load();
    expect(importPage).toHaveBeenCalledTimes(1);
  });
});

describe('RouteErrorBoundary', () => {
  it("shows 'Loading chunk failed' with Retry when a page's code doesn't load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch')));
    await show(at('/terms', [{ path: 'terms', element: page.element }]));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(COPY.chunk.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: COPY.chunk.retry })).toBeTruthy();
  });

  it('draws the next page afresh after a page failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Go on</Link>
        <Routes
          routes={[
            { path: 'broken', element: <Broken /> },
            { path: 'fine', element: <h1>Fine</h1> },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();

    await act(async () => screen.getByRole('link', { name: 'Go on' }).click());
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
