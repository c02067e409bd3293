'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';

import { NavLinkList } from './nav-links';

// A native modal <dialog>: the browser traps focus, closes on Escape and gives focus back,
// so the drawer costs a few hundred bytes of script instead of a dialog library. The icons are
// drawn by the server (the header), which keeps their code off every page (see ui/icons.tsx).
export function MobileNav({
  brand,
  icons,
}: {
  brand: string;
  icons: { open: ReactNode; close: ReactNode };
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const close = () => dialog.current?.close();

  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        className={`${buttonClasses('ghost', 'icon')} md:hidden`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-controls="mobile-nav"
        onClick={() => dialog.current?.showModal()}
      >
        {icons.open}
      </button>
      <dialog
        ref={dialog}
        id="mobile-nav"
        aria-labelledby="mobile-nav-title"
        aria-describedby="mobile-nav-description"
        className="drawer bg-background text-foreground"
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className="flex h-full flex-col gap-6 p-6">
          <div className="flex items-center justify-between">
            <h2 id="mobile-nav-title" className="text-lg font-bold">
              {brand}
            </h2>
            <button
              type="button"
              className={buttonClasses('ghost', 'icon')}
              aria-label="Close menu"
              onClick={close}
            >
              {icons.close}
            </button>
          </div>
          <p id="mobile-nav-description" className="text-sm text-muted-foreground">
            Navigate our site
          </p>
          <nav aria-label="Mobile">
            <NavLinkList
              pathname={pathname}
              onNavigate={close}
              className="flex flex-col gap-1"
              linkClassName="block text-base"
            />
          </nav>
          <Link href="/contact" onClick={close} className={buttonClasses('primary', 'md')}>
            Get a Quote
          </Link>
        </div>
      </dialog>
    </>
  );
}
