import type { Metadata } from 'next';

import { ServiceEditorFrame } from '@/components/admin/services/service-editor-frame';
import { ServiceForm } from '@/components/admin/services/service-form';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'New Service' };

export default async function NewServicePage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  return (
    <ServiceEditorFrame title="New Service">
      <ServiceForm id={null} values={null} />
    </ServiceEditorFrame>
  );
}
