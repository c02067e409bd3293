// Solves an ALTCHA challenge off the main thread, so the page stays responsive while it works.
import { solveChallenge } from 'altcha-lib/v1';

type Challenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string };
type WorkerScope = {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage: (message: { number: number | null }) => void;
};

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { challenge, salt, algorithm, maxnumber } = event.data;
  solveChallenge(challenge, salt, algorithm, maxnumber)
    .promise.then((solution) => scope.postMessage({ number: solution?.number ?? null }))
    .catch(() => scope.postMessage({ number: null }));
};
