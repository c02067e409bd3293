import { Suspense } from 'react';

import { Laptop, Menu, Moon, Sun, TrendingUp, X } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';
import type { BusinessDetails } from '@/lib/seo/json-ld';

import { MobileNav } from './mobile-nav';
import { NavLinkList, NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

const desktopList = 'hidden items-center gap-1 md:flex';

const menuIcons = {
  open: <Menu className="h-6 w-6" aria-hidden />,
  close: <X className="h-5 w-5" aria-hidden />,
};

const themeIcons = {
  // Both render; CSS picks one, so server and client HTML agree.
  button: (
    <>
      <Sun className="h-5 w-5 dark:hidden" aria-hidden />
      <Moon className="hidden h-5 w-5 dark:block" aria-hidden />
    </>
  ),
  light: <Sun className="h-4 w-4" aria-hidden />,
  dark: <Moon className="h-4 w-4" aria-hidden />,
  system: <Laptop className="h-4 w-4" aria-hidden />,
};

export function Header({ business }: { business: BusinessDetails }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75 print:hidden">
      {/* Fits 320 px and up: below 380 px the brand is its mark alone (the link keeps its name). */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-2">
          <Suspense fallback={null}>
            <MobileNav brand={business.name} icons={menuIcons} />
          </Suspense>
          <Link
            href="/"
            aria-label={business.name}
            className="flex items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap"
          >
            <TrendingUp className="h-6 w-6 text-primary" aria-hidden />
            <span className="hidden sm:inline">{business.name}</span>
            <span className="hidden min-[380px]:inline sm:hidden">{business.shortName}</span>
          </Link>
        </div>
        <nav aria-label="Main" className="hidden md:block">
          <Suspense fallback={<NavLinkList pathname={null} className={desktopList} />}>
            <NavLinks className={desktopList} />
          </Suspense>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <ThemeToggle icons={themeIcons} />
          <Link href="/contact" className={buttonClasses('primary', 'sm')}>
            Get a Quote
          </Link>
        </div>
      </div>
    </header>
  );
}
