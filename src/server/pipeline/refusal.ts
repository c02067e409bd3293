// Requests that Next.js would answer with a 500 (it throws on them before any route runs), and the
// 4xx they get instead. Checked for every request before Next.js sees it (pipeline/index.ts).

export type Refusal = { status: 400 | 405; allow?: string; message: string };

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const KNOWN_METHODS = new Set(METHODS);
const READ_ONLY = 'GET, HEAD';

function hasBadEscape(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Why a request must be refused, or null. `isStaticFile` tells whether a path names a file served
 * as it is (public/ or the build's static assets), which only GET and HEAD may read.
 */
export function refusalFor(
  method: string | undefined,
  target: string | undefined,
  isStaticFile: (path: string) => boolean,
): Refusal | null {
  if (!method || !KNOWN_METHODS.has(method))
    return { status: 405, allow: METHODS.join(', '), message: 'This method is not allowed.' };
  if (!target || !target.startsWith('/'))
    return { status: 400, message: 'The request target must be a path.' };
  const path = target.split('?')[0]!;
  if (hasBadEscape(path)) return { status: 400, message: 'The path is not validly encoded.' };
  if (method !== 'GET' && method !== 'HEAD' && isStaticFile(path))
    return { status: 405, allow: READ_ONLY, message: 'This file can only be read.' };
  return null;
}
