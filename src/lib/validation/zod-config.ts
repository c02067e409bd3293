import { z } from 'zod';

// zod compiles parsers with new Function when it may; the Content-Security-Policy forbids eval,
// and the probe alone would report a violation, so it is told not to try.
z.config({ jitless: true });
