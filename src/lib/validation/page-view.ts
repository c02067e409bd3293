import './zod-config';

import { z } from 'zod';

import { sitePagePath } from './page-token';

// What a page sends when it was shown from the browser's speculation (fetched or rendered ahead,
// so the server never counted its view): the page's path, nothing about the visitor.

export const pageViewBeaconSchema = z.strictObject({ path: sitePagePath });
