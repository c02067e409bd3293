'use client';

import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';

import { Link } from '@/components/site/intent-link';
import { isActivePath, mainNav } from '@/content/navigation';

export type NavLinksProps = { className?: string; linkClassName?: string; onNavigate?: () => void };

export function NavLinks(props: NavLinksProps) {
  return <NavLinkList {...props} pathname={usePathname()} />;
}

/** Server-safe rendering without an active link; the Suspense fallback of NavLinks. */
export function NavLinkList({
  className,
  linkClassName,
  onNavigate,
  pathname,
}: NavLinksProps & { pathname: string | null }) {
  return (
    <ul className={className}>
      {mainNav.map((item) => {
        const active = pathname !== null && isActivePath(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={clsx(
                'rounded-md px-3 py-2 font-medium transition-colors hover:bg-muted',
                active ? 'text-primary' : 'text-foreground/80',
                linkClassName ?? 'text-sm',
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
