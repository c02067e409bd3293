import { localSeoPage } from '@/content/dedicated-service-pages';

import { DedicatedRoute, dedicatedMetadata } from '../_dedicated/dedicated-route';

export const metadata = dedicatedMetadata(localSeoPage);

export default function LocalSeoPage() {
  return <DedicatedRoute content={localSeoPage} />;
}
