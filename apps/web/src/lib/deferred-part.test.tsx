// @vitest-environment happy-dom
import { Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A part that counts its clicks, so a click that reached React shows. */
function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      Pressed {clicks} times
    </button>
  );
}

let roots: Root[] = [];

beforeEach(() => {
  // The first use of the page is remembered by the module: each test starts a fresh page.
  vi.resetModules();
});

afterEach(() => {
  for (const root of roots) act(() => root.unmount());
  roots = [];
  cleanup();
  document.body.innerHTML = '';
  window.localStorage.clear();
});

async function definePart() {
  const { deferredPart, loadDeferredParts } = await import('./deferred-part');
  const importPart = vi.fn(async () => ({ Component: Counter }));
  const Part = deferredPart(importPart);
  return { Part, importPart, loadDeferredParts };
}

const landing = (Part: ComponentType) => (
  <main>
    <h1>Landing</h1>
    <Part />
  </main>
);

/**
 * The server's HTML for the part, then a browser (a module of its own, which has not loaded
 * the part's code) hydrating it, as for a server-rendered page.
 */
async function serverRendered(page: (Part: ComponentType) => ReactElement = landing) {
  const server = await definePart();
  await server.loadDeferredParts();
  const html = renderToString(page(server.Part));

  vi.resetModules();
  const browser = await definePart();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverButton = container.querySelector('button')!;
  await act(async () => {
    roots.push(hydrateRoot(container, page(browser.Part)));
  });
  return { container, serverButton, importPart: browser.importPart };
}

describe('deferredPart', () => {
  it('is drawn by the server with its page', async () => {
    const { Part, loadDeferredParts } = await definePart();
    await loadDeferredParts();
    expect(renderToString(<Part />)).toContain('Pressed <!-- -->0<!-- --> times');
  });

  it("leaves the server's markup as it is, without its code, until the page is used", async () => {
    const { container, serverButton, importPart } = await serverRendered();
    expect(importPart).not.toHaveBeenCalled();
    expect(container.textContent).toBe('LandingPressed 0 times');

    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(importPart).toHaveBeenCalledTimes(1);
    // Taken over, not drawn again: the same button now answers.
    await act(async () => serverButton.click());
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton.textContent).toBe('Pressed 1 times');
  });

  it('presses a button pressed before the part took its markup over once it has', async () => {
    const { container, serverButton } = await serverRendered();

    // A click is the first use: it is held while the part takes over, then pressed again.
    await act(async () => serverButton.click());
    expect(container.querySelector('button')!.textContent).toBe('Pressed 1 times');
  });

  it("keeps the server's markup when the theme changes before the page is used", async () => {
    const { useTheme } = await import('./theme');
    let toggleTheme = () => {};
    /** Shows the theme, as the header's theme button does. */
    function ThemeName() {
      const theme = useTheme();
      useEffect(() => {
        toggleTheme = theme.toggleTheme;
      });
      return <p>{theme.theme}</p>;
    }
    const { container, serverButton, importPart } = await serverRendered((Part) => (
      <main>
        <ThemeName />
        <Part />
      </main>
    ));

    await act(async () => toggleTheme());
    expect(container.querySelector('p')!.textContent).toBe('light');
    expect(container.querySelector('button')).toBe(serverButton);
    expect(importPart).not.toHaveBeenCalled();
  });

  it('loads its code with the page when the page is drawn in the browser', async () => {
    const { Part, importPart } = await definePart();
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading the page</p>}>
          <Part />
        </Suspense>,
      );
    });
    expect(importPart).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Pressed 1 times');
  });
});
