import 'server-only';

import { countsAsPageView } from '@/lib/page-views';
import { normalizePath } from '@/lib/routing/canonical-path';
import { pageViewBeaconSchema } from '@/lib/validation/page-view';

import { beaconKept, beaconRefused, notCountedMessage, readBeacon } from '../http/beacon';
import { fromOwnPage } from '../http/same-origin';
import { unavailableOnFailure } from '../http/unavailable';
import { countPageView } from './page-view-memory';

// POST /api/page-views: the view of a page the browser fetched or rendered ahead of the visitor
// (speculation rules), sent once it is shown (islands/runtime.ts). The server counts a page's view
// as it sends it (pipeline/response-headers.ts), but not one sent ahead, which may never be shown.
// Counted as that view would have been: a person's view of a page of the site; as easy to forge as
// loading the page, and no easier.

const MAX_BEACON_BYTES = 512;

export function createPageViewBeaconHandler(deps: {
  isSitePage: (path: string) => Promise<boolean>;
}) {
  return unavailableOnFailure(
    'a page view could not be counted',
    notCountedMessage,
    async (request: Request): Promise<Response> => {
      if (!fromOwnPage(request)) return beaconRefused(403, 'Only the site’s own pages send these.');
      const beacon = await readBeacon(request, pageViewBeaconSchema, {
        maxBytes: MAX_BEACON_BYTES,
        tooLarge: 'The view is too large.',
        invalid: 'Not a view of a page of the site: give its path.',
      });
      if (beacon.refused) return beacon.refused;
      const path = normalizePath(beacon.data.path);
      if (!(await deps.isSitePage(path)))
        return beaconRefused(404, 'Not a page of the site: its view is not counted.');
      const headers = { 'user-agent': request.headers.get('user-agent') ?? '' };
      // A crawler's is answered, not counted, as its page loads are.
      if (countsAsPageView({ method: 'GET', status: 200, pathname: path, headers }))
        countPageView(path);
      return beaconKept();
    },
  );
}
