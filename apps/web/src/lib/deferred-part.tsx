import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { loadableComponent } from './lazy-with-timeout';
import styles from './deferred-part.module.css';

/**
 * What says the visitor has started to use the page. Not focus: the page moves it by itself
 * (a dialog opening); a keyboard user presses a key first.
 */
const FIRST_USE_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'click'];

let firstUse: Promise<void> | undefined;
function whenFirstUsed(): Promise<void> {
  return (firstUse ??= new Promise((resolve) => {
    const used = () => {
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, used, true);
      resolve();
    };
    for (const type of FIRST_USE_EVENTS)
      window.addEventListener(type, used, { capture: true, passive: true });
  }));
}

const neverChanges = () => () => undefined;
/** True on the server and while hydrating its markup; false when drawn in the browser. */
const useHydrating = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );

/** Each deferred part's loader: the server draws them all, so it loads them first. */
const everyPart = new Set<() => Promise<void>>();

/** For server rendering: loads the code of every deferred part defined so far. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all([...everyPart].map((load) => load()));
}

/**
 * A part of a server-rendered page whose code the browser loads only once the visitor starts
 * using the page (scrolls, touches, clicks, presses a key): until then the server's markup is
 * shown as it is, readable, its links working as plain links, and the page's first load
 * carries less script. A button pressed meanwhile is pressed again once the part has taken
 * its markup over. Drawn in the browser (a later visit to the page), the part loads with the
 * page, which shows its loading screen until then. Its CSS comes with the page's
 * (deferred-parts-css.ts); its module's name ends in `.deferred.tsx` and exports `Component`.
 */
export function deferredPart(
  importPart: () => Promise<{ Component: ComponentType }>,
): ComponentType {
  const part = loadableComponent(importPart);
  everyPart.add(part.load);
  let wanted: Promise<void> | undefined;

  /** Suspends, which leaves the server's markup in place, until wanted and loaded. */
  function Content({ onShown }: { onShown: () => void }) {
    useEffect(onShown, [onShown]);
    if (!part.Component) use((wanted ??= whenFirstUsed().then(part.load)));
    return part.Component ? <part.Component /> : null;
  }

  function Part() {
    const [fromServer] = useState(useHydrating());
    const frame = useRef<HTMLDivElement>(null);
    /** Buttons pressed before the part was taken over; null once it has been. */
    const held = useRef<HTMLButtonElement[] | null>([]);
    // Made once: the part is never drawn again with new props (which would make React give
    // up the server's markup it hasn't hydrated yet, and draw the fallback in its place).
    const [content] = useState(() => (
      <Suspense fallback={null}>
        <Content
          onShown={() => {
            const pressed = held.current ?? [];
            held.current = null;
            for (const button of pressed)
              if (button.isConnected && !button.disabled) button.click();
          }}
        />
      </Suspense>
    ));

    useEffect(() => {
      const hold = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (!held.current || !button || !frame.current?.contains(button)) return;
        // React would drop this click on markup it hasn't taken over.
        event.preventDefault();
        event.stopPropagation();
        if (!held.current.includes(button)) held.current.push(button);
      };
      window.addEventListener('click', hold, true);
      return () => window.removeEventListener('click', hold, true);
    }, []);

    if (!fromServer && !part.Component) use(part.load());
    return (
      <div ref={frame} className={styles.frame}>
        {content}
      </div>
    );
  }

  return memo(Part);
}
