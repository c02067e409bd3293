import { writeFileSync } from 'node:fs';
import path from 'node:path';

// A clock a spec's own site reads (clock-preload.mjs), so a test of something due at a time sets
// the server's time just before it instead of waiting for it to come.

const preload = path.resolve('tests/e2e/support/clock-preload.mjs');
const offsetFile = (dataDir: string) => path.resolve(dataDir, 'clock-offset');

/** The environment of an own site whose clock the spec moves; its setting lives in `dataDir`. */
export function movableClockEnv(dataDir: string): Record<string, string> {
  return {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
    TEST_CLOCK_FILE: offsetFile(dataDir),
  };
}

/**
 * Sets the site's clock to `at` (ms since the epoch), from where it runs on at the real speed;
 * returns how far ahead of the real clock it is.
 */
export function setServerClock(dataDir: string, at: number): number {
  const ahead = at - Date.now();
  writeFileSync(offsetFile(dataDir), String(ahead));
  return ahead;
}
