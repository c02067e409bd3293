// Loaded with --import into a test's own site (movable-clock.ts): the server's clock runs at its
// normal speed, ahead of the real one by the milliseconds written in the file TEST_CLOCK_FILE
// names. It is read on every reading of the time, so once the test has written it, everything the
// server does next (the publish timer, the blog's reads, the editor's checks) sees the new time.
import { readFileSync } from 'node:fs';

const file = process.env.TEST_CLOCK_FILE;
const RealDate = Date;

function offset() {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

const now = () => RealDate.now() + offset();

if (file) {
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) =>
      property === 'now' ? now : Reflect.get(target, property, receiver),
  });
}
