import { useSyncExternalStore } from 'react';
import type { Theme } from '@bbt/domain';

/** Local-storage key (spec §7): 'true' for dark, 'false' for light. Dark by default. */
export const THEME_STORAGE_KEY = 'isDark';

export function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'false' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** Same effect as the inline script in index.html, which runs before first paint. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
}

function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme === 'dark' ? 'true' : 'false');
  } catch {
    // Private mode or storage disabled: the theme still applies for this visit.
  }
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/**
 * The theme as an external store: a server-rendered page is drawn dark (the server can't read
 * local storage), hydrated as dark, then re-rendered with the stored theme, so hydration never
 * disagrees with the HTML. The page's colours follow the inline script in
 * index.html from the first paint either way.
 */
const themeListeners = new Set<() => void>();
let currentTheme: Theme | null = null;
const subscribeTheme = (listener: () => void) => {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
};
const themeSnapshot = (): Theme => (currentTheme ??= readStoredTheme());
const serverThemeSnapshot = (): Theme => 'dark';

function setTheme(next: Theme): void {
  applyTheme(next);
  storeTheme(next);
  currentTheme = next;
  for (const listener of themeListeners) listener();
}

const toggleTheme = () => setTheme(themeSnapshot() === 'dark' ? 'light' : 'dark');

/**
 * The theme and how to change it. Only the components that show the theme are drawn again
 * when it changes (not everything below a provider, which would also make React give up server
 * markup it hasn't hydrated yet, see deferred-part.tsx).
 */
export function useTheme(): ThemeState {
  const theme = useSyncExternalStore(subscribeTheme, themeSnapshot, serverThemeSnapshot);
  return { theme, setTheme, toggleTheme };
}
