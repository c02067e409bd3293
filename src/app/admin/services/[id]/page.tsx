import type { Metadata } from 'next';

import { ServiceEditorFrame } from '@/components/admin/services/service-editor-frame';
import { ServiceForm } from '@/components/admin/services/service-form';
import { loadServiceEditor } from '@/server/admin/services/load-services';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'Edit Service' };

export default async function EditServicePage({ params }: PageProps<'/admin/services/[id]'>) {
  if (!(await adminFor('content'))) return <NoAccess />;
  const service = await loadServiceEditor((await params).id);
  if (!service) return <ServiceEditorFrame title="Service not found" />;
  return (
    <ServiceEditorFrame title={service.values.service_name}>
      <ServiceForm key={service.id} id={service.id} values={service.values} />
    </ServiceEditorFrame>
  );
}
