import { findSecretNumber } from './find-secret-number';

/** An ALTCHA challenge as GET /api/captcha answers it. */
export type Challenge = {
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
 * ALTCHA proof of work, solved invisibly: `start()` fetches and solves a challenge, `take()` hands
 * over the solution (waiting if needed, starting one if none was) and starts the next, since each
 * solution is accepted only once.
 */
export function captchaSupply() {
  let pending: Promise<string> | null = null;
  const start = () => {
    const attempt = solve();
    attempt.catch(() => undefined);
    pending = attempt;
  };
  const take = async () => {
    if (!pending) start();
    const current = pending!;
    pending = null;
    try {
      return await current;
    } finally {
      start();
    }
  };
  return { start, take };
}
