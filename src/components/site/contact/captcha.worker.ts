// Solves an ALTCHA challenge off the main thread, so the page stays responsive while it works.
import type { Challenge as Full } from './captcha-supply';
import { findSecretNumber } from './find-secret-number';

type Challenge = Pick<Full, 'challenge' | 'maxnumber' | 'salt'>;
type WorkerScope = {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage: (message: { number: number | null }) => void;
};

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { challenge, salt, maxnumber } = event.data;
  scope.postMessage({ number: findSecretNumber(challenge, salt, maxnumber) });
};
