import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { expect } from '@playwright/test';

import { decode } from '../../support/smtp';

/**
 * The first message the test mail server received whose text contains every one of `having` (a
 * greeting and the recipient, say: a quote's number comes again in a later run's sink).
 */
export async function receivedMail(...having: string[]): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const name of await readdir('.e2e-mail').catch(() => [])) {
          const raw = await readFile(join('.e2e-mail', name), 'utf8');
          const text = decode(raw);
          if (having.every((part) => text.includes(part))) found ??= text;
        }
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail with ${having.join(' and ')}` },
    )
    .toBe(true);
  return found!;
}
