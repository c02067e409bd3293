'use client';

import { useEffect, useState } from 'react';

import { captchaSupply } from './captcha-supply';

/** The form's proof of work (captcha-supply.ts), first solved once the browser is idle. */
export function useCaptcha() {
  const [supply] = useState(captchaSupply);

  useEffect(() => {
    // Solve once the browser is idle, so the work never competes with the page's first paint.
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => supply.start(), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => supply.start(), 200);
    return () => clearTimeout(handle);
  }, [supply]);

  return { take: supply.take };
}
