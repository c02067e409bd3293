'use client';

import { useCallback, useEffect, useRef } from 'react';

import { findSecretNumber } from './find-secret-number';

type Challenge = {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

/** The secret number, found in a worker where the browser has them, else on the main thread. */
function findNumber(challenge: Challenge): Promise<number | null> {
  if (typeof Worker === 'undefined') {
    return Promise.resolve(
      findSecretNumber(challenge.challenge, challenge.salt, challenge.maxnumber),
    );
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ number: number | null }>) => {
      resolve(event.data.number);
      worker.terminate();
    };
    worker.onerror = () => {
      reject(new Error('Captcha worker failed'));
      worker.terminate();
    };
    worker.postMessage(challenge);
  });
}

async function solve(): Promise<string> {
  const response = await fetch('/api/captcha', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Captcha challenge failed (${response.status})`);
  const challenge = (await response.json()) as Challenge;
  const number = await findNumber(challenge);
  if (number === null) throw new Error('Captcha could not be solved');
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}

/**
 * ALTCHA proof of work, solved invisibly: a challenge is fetched and solved once the browser is
 * idle after the form mounts. `take()` hands over the solution (waiting if needed) and starts the
 * next one, since each solution is accepted only once.
 */
export function useCaptcha() {
  const pending = useRef<Promise<string> | null>(null);

  const start = useCallback(() => {
    const attempt = solve();
    attempt.catch(() => undefined);
    pending.current = attempt;
  }, []);

  useEffect(() => {
    // Solve once the browser is idle, so the work never competes with the page's first paint.
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => start(), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => start(), 200);
    return () => clearTimeout(handle);
  }, [start]);

  const take = useCallback(async () => {
    if (!pending.current) start();
    const current = pending.current!;
    pending.current = null;
    try {
      return await current;
    } finally {
      start();
    }
  }, [start]);

  return { take };
}
