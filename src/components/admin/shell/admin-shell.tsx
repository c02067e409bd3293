'use client';

import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { currentScreen, type AdminScreenGroup } from '@/lib/admin/navigation';
import { SkipLink } from '@/components/ui/skip-link';

/**
 * The admin's frame: a top bar, the grouped navigation (a column beside the screen on wide
 * windows, a menu the Menu button opens on a phone) and the screen itself.
 */
export function AdminShell(props: {
  groups: AdminScreenGroup[];
  brand: ReactNode;
  account: ReactNode;
  children: ReactNode;
}) {
  const pathname = usePathname() ?? '/admin';
  // The menu is open for the path it was opened at: following one of its links closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const current = currentScreen(pathname);

  return (
    <>
      <SkipLink />
      <header className="border-b border-border bg-card">
        <div className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:px-6">
          <Button
            variant="outline"
            size="sm"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls="admin-navigation"
            onClick={() => setOpenAt(open ? null : pathname)}
          >
            {open ? (
              <X className="h-4 w-4" aria-hidden />
            ) : (
              <Menu className="h-4 w-4" aria-hidden />
            )}
            Menu
          </Button>
          {props.brand}
          <div className="ml-auto flex items-center gap-3 text-sm">{props.account}</div>
        </div>
      </header>
      <div className="lg:flex">
        <nav
          id="admin-navigation"
          aria-label="Admin"
          className={clsx(
            'border-b border-border bg-card px-2 py-3 text-sm lg:block lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0',
            open ? 'block' : 'hidden',
          )}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) setOpenAt(null);
          }}
        >
          {props.groups.map((group) => (
            <div key={group.label ?? 'start'} className="py-1.5">
              {group.label ? (
                <p
                  id={`admin-nav-${group.label.toLowerCase()}`}
                  className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {group.label}
                </p>
              ) : null}
              <ul
                aria-labelledby={group.label ? `admin-nav-${group.label.toLowerCase()}` : undefined}
                className="grid grid-cols-2 gap-0.5 lg:grid-cols-1"
              >
                {group.screens.map((screen) => (
                  <li key={screen.href}>
                    <Link
                      href={screen.href}
                      aria-current={screen.href === current ? 'page' : undefined}
                      className={clsx(
                        'block rounded-md px-3 py-2 font-medium hover:bg-muted hover:text-primary',
                        screen.href === current && 'bg-muted text-primary',
                      )}
                    >
                      {screen.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8"
        >
          <div className="mx-auto w-full max-w-7xl">{props.children}</div>
        </main>
      </div>
    </>
  );
}
