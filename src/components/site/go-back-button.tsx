'use client';

import { useEffect, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';

/** The icon comes from the server component that places the button: no icon code on the page. */
export function GoBackButton({ icon }: { icon: ReactNode }) {
  useEffect(() => {
    console.warn('404: no page at', window.location.pathname);
  }, []);
  return (
    <Button variant="ghost" onClick={() => window.history.back()}>
      {icon}
      Go Back
    </Button>
  );
}
