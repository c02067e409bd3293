import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The field's own validators, run here as a checker of the site would run them: the Nu HTML
// Checker (the vnu-jar package, on Java) and the W3C Feed Validator (its Python source, kept in
// tools/feedvalidator). CI installs Java and the feed validator's Python libraries.

const run = promisify(execFile);
const vnuJar = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
const feedValidator = path.join(process.cwd(), 'tools/validate-feed.py');

type VnuMessage = {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

/** Every error the Nu HTML Checker finds in these documents, as `name: message (extract)`. */
export async function nuHtmlErrors(documents: Record<string, string>): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'nu-html-'));
  try {
    const files: string[] = [];
    for (const [index, html] of Object.values(documents).entries()) {
      const file = path.join(folder, `${index}.html`);
      await writeFile(file, html);
      files.push(file);
    }
    const names = Object.keys(documents);
    // vnu exits 1 when it finds errors; its report is on stderr either way.
    const { stderr } = await run(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string; code?: number }) => {
      if (error.code !== 1 || !error.stderr) throw error;
      return { stderr: error.stderr };
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === 'error')
      .map((m) => {
        const name = names[Number(path.basename(new URL(m.url).pathname, '.html'))];
        return `${name}: ${m.message} (${m.extract?.trim().slice(0, 120) ?? ''})`;
      });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The W3C Feed Validator's errors and warnings for a feed served at `url` ([] when valid). */
export async function feedProblems(xml: string, url: string): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'feed-'));
  try {
    const file = path.join(folder, 'feed.xml');
    await writeFile(file, xml);
    const { stdout } = await run('/usr/bin/python3', [feedValidator, file, url]).catch(
      (error: { stdout?: string; code?: number }) => {
        if (error.code !== 1 || !error.stdout) throw error;
        return { stdout: error.stdout };
      },
    );
    return stdout.split('\n').filter(Boolean);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
