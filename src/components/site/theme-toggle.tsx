'use client';

import { useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';

import { buttonClasses } from '@/components/ui/button';
import { setTheme, storedTheme, type Theme } from '@/lib/theme';

const choices = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] as const;

/**
 * Drawn by the server (the header): the header is on every page, and icons drawn in the browser
 * would add their drawing code and path data to each (see ui/icons.tsx).
 */
export type ThemeIcons = Record<Theme, ReactNode> & { button: ReactNode };

/** Colours switch at once instead of each element running its own transition. */
function withoutTransitions(change: () => void) {
  const root = document.documentElement;
  root.classList.add('theme-switching');
  change();
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.classList.remove('theme-switching')),
  );
}

// The menu is a native popover: the browser opens it, closes it on Escape or an outside click.
export function ThemeToggle({ icons }: { icons: ThemeIcons }) {
  const menu = useRef<HTMLDivElement>(null);
  // The stored theme is only known in the browser, so it is read when the menu opens: reading it
  // while hydrating would make the server's and the browser's first render differ, and React
  // would finish the whole page's hydration in one main-thread-blocking render to reconcile them.
  const [current, setCurrent] = useState<Theme | null>(null);

  return (
    <>
      <button
        type="button"
        popoverTarget="theme-menu"
        className={buttonClasses('ghost', 'icon')}
        aria-label="Toggle theme"
      >
        {icons.button}
      </button>
      <div
        ref={menu}
        id="theme-menu"
        popover="auto"
        role="group"
        aria-label="Theme"
        onToggle={() => setCurrent(storedTheme())}
        className="theme-menu min-w-36 rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
      >
        {choices.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={current ? current === value : undefined}
            onClick={() => {
              withoutTransitions(() => setTheme(value));
              setCurrent(value);
              menu.current?.hidePopover();
            }}
            className={clsx(
              'flex w-full items-center gap-2 rounded-sm px-3 py-2 text-left text-sm hover:bg-muted',
              current === value && 'font-semibold text-primary',
            )}
          >
            {icons[value]}
            {label}
          </button>
        ))}
      </div>
    </>
  );
}
