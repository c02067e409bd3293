import type { ReactNode } from 'react';

import { SiteShell } from '@/components/site/site-shell';
import { loadSiteShell } from '@/server/public-pages/site-shell';

export default async function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell shell={await loadSiteShell()}>{children}</SiteShell>;
}
