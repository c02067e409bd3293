import { getDb } from '@/server/db/client';
import { pageTokenKey } from '@/server/page-tokens/page-token-key';
import { createWebVitalsHandler } from '@/server/web-vitals/web-vitals-endpoint';

const handleWebVitals = createWebVitalsHandler({ db: getDb(), tokenKey: pageTokenKey });

export function POST(request: Request) {
  return handleWebVitals(request);
}
