import type { Metadata } from 'next';

import { ServiceEditorFrame } from '@/components/admin/services/service-editor-frame';
import { ServiceForm } from '@/components/admin/services/service-form';
import { hasAdminSession } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'New Service' };

export default async function NewServicePage() {
  if (!(await hasAdminSession())) return null;
  return (
    <ServiceEditorFrame title="New Service">
      <ServiceForm id={null} values={null} />
    </ServiceEditorFrame>
  );
}
