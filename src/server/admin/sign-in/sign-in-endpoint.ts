import 'server-only';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { loadBusiness } from '../../public-pages/site';
import { createSignInApi } from './sign-in-api';

/** The name authenticator apps show for this site: the business name. */
export const issuer = async () => (await loadBusiness()).name;

export const signInApi = createSignInApi({
  db: getDb(),
  secureCookies: env.SITE_URL.startsWith('https://'),
  issuer,
  throttle: {
    perAddress: 5,
    perAccount: 10,
    overall: 50,
    windowSeconds: 15 * 60,
    brakeDelayMs: 2000,
  },
});
