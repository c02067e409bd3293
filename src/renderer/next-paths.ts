import { isStaticFile } from '@/server/pipeline/public-files';

// The paths Next.js answers, which server.mjs hands on: the admin, the API, the build's files, the
// route handlers (src/app) and public/'s files. Every other path is a public page's or the site's
// 404 (routes.ts).

const NEXT_FOLDERS = /^\/(?:admin|admin-invite|api|_next|og|uploads|__nextjs[\w-]*)(?:\/|$)/;
const NEXT_FILES = new Set([
  '/robots.txt',
  '/sitemap.xml',
  '/llms.txt',
  '/indexnow-key.txt',
  '/blog/feed.xml',
]);

export const isNextPath = (pathname: string) =>
  NEXT_FOLDERS.test(pathname) || NEXT_FILES.has(pathname) || isStaticFile(pathname);
