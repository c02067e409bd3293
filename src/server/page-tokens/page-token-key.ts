import 'server-only';

import { getDb } from '../db/client';
import { env } from '../env';
import { deriveKey, getOrCreateSecret } from '../secrets';

// A key derived from APP_SECRET, else one generated and stored on first use: every instance signs
// and checks page tokens with the same one.
const keyFromEnv = env.APP_SECRET && deriveKey(env.APP_SECRET, 'page-token');
export const pageTokenKey = () => getOrCreateSecret(getDb(), 'page_token_key', keyFromEnv);
