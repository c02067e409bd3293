import type { Metadata } from 'next';

import { ServiceEditorFrame } from '@/components/admin/services/service-editor-frame';
import { ServiceForm } from '@/components/admin/services/service-form';
import { loadServiceEditor } from '@/server/admin/services/services-dashboard';
import { hasAdminSession } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Edit Service' };

export default async function EditServicePage({ params }: PageProps<'/admin/services/[id]'>) {
  if (!(await hasAdminSession())) return null;
  const service = await loadServiceEditor((await params).id);
  if (!service) return <ServiceEditorFrame title="Service not found" />;
  return (
    <ServiceEditorFrame title={service.values.service_name}>
      <ServiceForm key={service.id} id={service.id} values={service.values} />
    </ServiceEditorFrame>
  );
}
