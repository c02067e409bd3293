import type { Metadata } from 'next';

import { PageNotFound } from '@/components/site/not-found/page-not-found';
import { SiteShell } from '@/components/site/site-shell';

export const metadata: Metadata = {
  title: 'Page Not Found',
};

export default function NotFound() {
  return (
    <SiteShell>
      <PageNotFound />
    </SiteShell>
  );
}
