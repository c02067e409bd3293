import 'server-only';

import { siteOf } from '@/lib/seo-audit/site-of';

import type { PageEvidence, SiteFile } from './evidence';
import { flatHeaders } from './page-evidence';
import type { SafeResponse } from './safe-fetch';

// The home page's own files (stylesheets, scripts, images on the site's host, www. or not), read
// whole as a browser would, for their compression, caching headers and weight. Another company's
// files (a font service, an analytics script) are not the prospect's to fix.

const MAX_FILES = 15;

export async function readFiles(
  home: PageEvidence,
  read: (url: string) => Promise<SafeResponse | null>,
): Promise<SiteFile[]> {
  const own = home.files.filter((file) => siteOf(file.url) === siteOf(home.url));
  const unique = [...new Map(own.map((file) => [file.url, file])).values()];
  const files: SiteFile[] = [];
  for (const file of unique.slice(0, MAX_FILES)) {
    const answer = await read(file.url);
    if (answer)
      files.push({
        ...file,
        status: answer.status,
        bytes: answer.body.length,
        cut: answer.cut,
        headers: flatHeaders(answer),
      });
  }
  return files;
}
