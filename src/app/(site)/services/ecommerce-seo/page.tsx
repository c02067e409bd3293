import { ecommerceSeoPage } from '@/content/dedicated-service-pages';

import { DedicatedRoute, dedicatedMetadata } from '../_dedicated/dedicated-route';

export const metadata = dedicatedMetadata(ecommerceSeoPage);

export default function EcommerceSeoPage() {
  return <DedicatedRoute content={ecommerceSeoPage} />;
}
