import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
const THEME_KEY = 'theme';

const listeners = new Set<() => void>();

function readTheme(): Theme {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function paint(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/** Runs at module load of main.tsx: the CSP forbids an inline script in index.html, and this still precedes React's first paint. */
export function applyStoredTheme() {
  paint(readTheme());
}

export function setTheme(theme: Theme) {
  localStorage.setItem(THEME_KEY, theme);
  paint(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme);
  return { theme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
