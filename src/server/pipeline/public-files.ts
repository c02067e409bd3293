import 'server-only';

import fs from 'node:fs';
import path from 'node:path';

// The files served as they are: public/ (listed once, when the server starts) and the build's
// static assets. Only GET and HEAD may read them (refusal.ts).

function listFiles(root: string, prefix = ''): Set<string> {
  const files = new Set<string>();
  let entries: fs.Dirent[] = [];
  try {
    entries = fs.readdirSync(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) for (const file of listFiles(root, name)) files.add(file);
    else files.add(name);
  }
  return files;
}

let publicFiles: Set<string> | undefined;

export function isStaticFile(pathname: string): boolean {
  publicFiles ??= listFiles(path.join(process.cwd(), 'public'));
  return pathname.startsWith('/_next/static/') || publicFiles.has(pathname);
}
