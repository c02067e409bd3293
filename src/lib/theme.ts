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
 * The inline script that applies the stored choice before the first paint and keeps following it
 * (the system setting, other tabs). It exposes, as window.__applyTheme, the step setTheme below
 * uses to apply a new choice even where storage is blocked. Written out as text rather than
 * serialised from a function, so its bytes are the same in every bundle: the
 * Content-Security-Policy allows it by its hash (server/pipeline/content-security-policy.ts).
 */
export const themeScript = [
  '(function(key,fallback){',
  'var root=document.documentElement,system=window.matchMedia("(prefers-color-scheme: dark)"),choice=fallback;',
  'try{choice=localStorage.getItem(key)||fallback}catch(e){}',
  'function apply(){var dark=choice==="system"?system.matches:choice!=="light";',
  'root.classList.toggle("dark",dark);root.classList.toggle("light",!dark);root.style.colorScheme=dark?"dark":"light"}',
  'apply();system.addEventListener("change",apply);',
  'window.addEventListener("storage",function(event){if(event.key!==key)return;choice=event.newValue||fallback;apply()});',
  'window.__applyTheme=function(next){choice=next;apply()}',
  `})(${JSON.stringify(themeStorageKey)},${JSON.stringify(defaultTheme)})`,
].join('');

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
