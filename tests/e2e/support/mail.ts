import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { expect } from '@playwright/test';

import { decode } from '../../support/smtp';

/** The first message the test mail server received whose text contains `having`. */
export async function receivedMail(having: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const name of await readdir('.e2e-mail').catch(() => [])) {
          const raw = await readFile(join('.e2e-mail', name), 'utf8');
          const text = decode(raw);
          if (text.includes(having)) found ??= text;
        }
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail with ${having}` },
    )
    .toBe(true);
  return found!;
}
