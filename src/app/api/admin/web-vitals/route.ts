import { webVitalsAdminApi } from '@/server/admin/web-vitals/web-vitals-admin-endpoint';

export function PUT(request: Request) {
  return webVitalsAdminApi.saveSettings(request, {});
}
