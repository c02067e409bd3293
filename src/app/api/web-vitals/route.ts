import { getDb } from '@/server/db/client';
import { createWebVitalsHandler } from '@/server/web-vitals/web-vitals-endpoint';

const handleWebVitals = createWebVitalsHandler({ db: getDb() });

export function POST(request: Request) {
  return handleWebVitals(request);
}
