import { getDb } from '@/server/db/client';
import { createPageTokenHandler } from '@/server/page-tokens/page-token-endpoint';
import { pageTokenKey } from '@/server/page-tokens/page-token-key';
import { isSitePage } from '@/server/site-pages/site-pages';

const handlePageToken = createPageTokenHandler({ db: getDb(), tokenKey: pageTokenKey, isSitePage });

export function POST(request: Request) {
  return handlePageToken(request);
}
