// The CSP hashes of the inline scripts of a page Next.js renders (docs/security.md): the admin's
// pages stream after a shell prerendered and kept, the same bytes for every visitor, which a
// per-request nonce cannot name; instead each page's policy allows exactly the inline scripts its
// shell was rendered with. Only the framework's own
// scripts are hashed: Next's page data and chunk list (a call on a JSON literal), React's
// streaming instructions (its runtime, found word for word in Next's compiled React, and calls
// with literal arguments). Any other inline script (which sanitised content never holds) is left
// out, so the browser refuses it. Plain JavaScript: the route cache handler loads it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Carries a page's hashes from its cache entry to the request pipeline, which sends the policy. */
export const SCRIPT_HASHES_HEADER = 'x-inline-script-hashes';

/** An inline script's source as a Content-Security-Policy names it. */
export const scriptHash = (code) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const DATA_CALLS = [
  'self.__next_f.push(',
  '(self.__next_f=self.__next_f||[]).push(',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
];
const INSTRUCTION_START = /\$R[A-Z]*\(/g;
const INSTRUCTION_NAME = /^\$R[A-Z]*\($/;

let reactRuntime;
/** Next's compiled React server runtimes, read once; the instruction definitions are in them. */
function reactRuntimeSource() {
  if (reactRuntime !== undefined) return reactRuntime;
  const require = createRequire(import.meta.url);
  const sources = [];
  for (const name of ['app-page-turbo-experimental', 'app-page-turbo', 'app-page-experimental']) {
    try {
      sources.push(
        readFileSync(require.resolve(`next/dist/compiled/next-server/${name}.runtime.prod.js`)),
      );
    } catch {
      // Not every runtime ships with every build (a standalone server holds the one it uses).
    }
  }
  reactRuntime = sources.map((source) => source.toString('utf8')).join('\n');
  return reactRuntime;
}

// Every page carries the same few runtime definitions: each is searched for in the 2 MB of
// runtime source once, not again on every page the cache stores.
const runtimeLines = new Map();
function inReactRuntime(line) {
  let found = runtimeLines.get(line);
  if (found === undefined) {
    found = reactRuntimeSource().includes(line);
    if (runtimeLines.size < 100) runtimeLines.set(line, found);
  }
  return found;
}

const isJsonLiteral = (text) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const isDataCall = (code) =>
  DATA_CALLS.some(
    (start) =>
      code.startsWith(start) &&
      /\);?$/.test(code) &&
      isJsonLiteral(code.slice(start.length, code.lastIndexOf(')'))),
  );

/** `$RC("B:1","S:1");$RC(…)`: calls of React's instructions whose arguments are all literals. */
function isInstructionCalls(code) {
  let rest = code;
  while (rest !== '') {
    const open = rest.indexOf('(');
    if (open < 0 || !INSTRUCTION_NAME.test(rest.slice(0, open + 1))) return false;
    let end = rest.indexOf(')', open);
    while (end >= 0 && !isJsonLiteral(`[${rest.slice(open + 1, end)}]`))
      end = rest.indexOf(')', end + 1);
    if (end < 0) return false;
    rest = rest.slice(end + 1).replace(/^;/, '');
  }
  return true;
}

/** React's runtime definitions (each line found in its compiled source), then its calls. */
function isReactInstruction(code) {
  const starts = [...code.matchAll(INSTRUCTION_START)].map((match) => match.index);
  for (const start of [...starts, code.length]) {
    const definitions = code.slice(0, start);
    if (!isInstructionCalls(code.slice(start))) continue;
    const lines = definitions.split('\n').filter(Boolean);
    if (lines.every(inReactRuntime)) return true;
  }
  return false;
}

/** Whether an inline script is one the framework wrote. */
export function isFrameworkScript(code) {
  return code !== '' && (isDataCall(code) || isReactInstruction(code));
}

const isClassicScript = (attributes) => {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
  return !type || type === 'text/javascript' || type === 'module';
};

/** `'sha256-…'` for each of the page's framework scripts, once each, in page order. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', code] of html.matchAll(INLINE_SCRIPT)) {
    if (!isClassicScript(attributes) || !isFrameworkScript(code)) continue;
    hashes.add(scriptHash(code));
  }
  return [...hashes];
}
