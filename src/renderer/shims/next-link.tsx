import type { AnchorHTMLAttributes } from 'react';

// next/link on the public pages' renderer: a plain link; the browser navigates.
type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  prefetch?: boolean | null;
  replace?: boolean;
  scroll?: boolean;
};

export default function Link({ prefetch, replace, scroll, ...props }: LinkProps) {
  void prefetch;
  void replace;
  void scroll;
  return <a {...props} />;
}
