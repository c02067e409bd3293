// Measurement scripts write their tables through Prettier, so the committed docs pass format:check.
import { writeFile } from 'node:fs/promises';

import { format, resolveConfig } from 'prettier';

export async function writeMarkdown(path: string, text: string): Promise<void> {
  const options = await resolveConfig(path);
  await writeFile(path, await format(text, { ...options, filepath: path }));
}
