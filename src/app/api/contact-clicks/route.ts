import { createContactClickHandler } from '@/server/contact/contact-clicks';
import { getDb } from '@/server/db/client';
import { pageTokenKey } from '@/server/page-tokens/page-token-key';

const handleContactClick = createContactClickHandler({ db: getDb(), tokenKey: pageTokenKey });

export function POST(request: Request) {
  return handleContactClick(request);
}
