// The colour theme: the visitor's choice (light, dark or system) is kept in localStorage and
// applied to <html> as the class "light" or "dark". An inline script in the root layout applies
// it before the first paint and follows the system setting and other tabs afterwards, so React
// holds no theme state and a page's hydration never re-renders for it.

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

declare global {
  interface Window {
    __applyTheme?: (choice: string) => void;
  }
}

export const themeStorageKey = 'theme';
/** A first visit is dark. */
export const defaultTheme: Theme = 'dark';

/**
 * Applies the stored choice and keeps following it. Runs as the inline script (serialised with
 * toString, so it must not use anything from outside its own body) and exposes, as
 * window.__applyTheme, the step setTheme below uses to apply a new choice even where storage is
 * blocked.
 */
export function startTheme(storageKey: string, fallback: string) {
  const root = document.documentElement;
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  let choice = fallback;
  try {
    choice = localStorage.getItem(storageKey) || fallback;
  } catch {
    // Storage can be blocked; the default theme still applies.
  }
  const apply = () => {
    const dark = choice === 'system' ? systemDark.matches : choice !== 'light';
    root.classList.toggle('dark', dark);
    root.classList.toggle('light', !dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  };
  apply();
  systemDark.addEventListener('change', apply);
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey) return;
    choice = event.newValue || fallback;
    apply();
  });
  window.__applyTheme = (next) => {
    choice = next;
    apply();
  };
}

export const themeScript = `(${startTheme.toString()})(${JSON.stringify(themeStorageKey)},${JSON.stringify(defaultTheme)})`;

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(themeStorageKey);
    return themes.find((theme) => theme === value) ?? defaultTheme;
  } catch {
    return defaultTheme;
  }
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Not kept across visits, but still applied to this page.
  }
  window.__applyTheme?.(theme);
}

export function resolvedTheme(): ResolvedTheme {
  return document.documentElement.classList.contains('light') ? 'light' : 'dark';
}

/** Calls back whenever the applied theme changes (a choice, the system setting, another tab). */
export function onResolvedThemeChange(callback: () => void) {
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, { attributeFilter: ['class'] });
  return () => observer.disconnect();
}
