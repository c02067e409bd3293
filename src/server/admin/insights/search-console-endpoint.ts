import 'server-only';

import { getDb } from '../../db/client';
import { createSearchConsoleApi } from './search-console-api';

export const searchConsoleApi = createSearchConsoleApi({ db: getDb() });
