import { createContactClickHandler } from '@/server/contact/contact-clicks';
import { getDb } from '@/server/db/client';

const handleContactClick = createContactClickHandler({ db: getDb() });

export function POST(request: Request) {
  return handleContactClick(request);
}
