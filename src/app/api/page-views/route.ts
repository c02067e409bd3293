import { createPageViewBeaconHandler } from '@/server/page-views/page-view-beacon';
import { isSitePage } from '@/server/site-pages/site-pages';

const handlePageViewBeacon = createPageViewBeaconHandler({ isSitePage });

export function POST(request: Request) {
  return handlePageViewBeacon(request);
}
