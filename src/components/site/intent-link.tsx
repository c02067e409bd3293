'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch' | 'href'> & { href: string };

/**
 * next/link that prefetches when a visitor shows intent (pointer over, touch or keyboard focus)
 * instead of whenever it scrolls into view. A public page holds 35-60 links; prefetching all
 * visible ones costs a phone a dozen requests and their parsing while the page is still starting.
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const prefetchThen =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      router.prefetch(href);
      handler?.(event);
    };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={prefetchThen(onMouseEnter)}
      onTouchStart={prefetchThen(onTouchStart)}
      onFocus={prefetchThen(onFocus)}
    />
  );
}
