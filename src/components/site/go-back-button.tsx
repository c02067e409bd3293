'use client';

import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';

import { Button } from '@/components/ui/button';

export function GoBackButton() {
  useEffect(() => {
    console.warn('404: no page at', window.location.pathname);
  }, []);
  return (
    <Button variant="ghost" onClick={() => window.history.back()}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Go Back
    </Button>
  );
}
