import { useSyncExternalStore } from 'react';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

// the same key public/theme-init.js reads before the first paint
const STORAGE_KEY = 'miadi-theme';
const listeners = new Set<() => void>();
// none on the server, which renders the page without knowing the visitor's theme
const darkQuery =
  typeof window === 'undefined' ? null : window.matchMedia('(prefers-color-scheme: dark)');

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function apply(theme: Theme): void {
  const isDark = theme === 'dark' || (theme === 'system' && darkQuery?.matches === true);
  document.documentElement.classList.toggle('dark', isDark);
}

darkQuery?.addEventListener('change', () => apply(readTheme()));

/** Remembers the choice on this device only, and applies it at once. */
export function setTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // storage blocked (private mode): the choice lasts for this page only
  }
  apply(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  // a page rendered on the server shows the system choice first; the saved one follows at hydration
  return useSyncExternalStore(subscribe, readTheme, () => 'system');
}
