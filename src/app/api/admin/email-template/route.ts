import { adminApi } from '@/server/admin/admin-endpoint';

export function PUT(request: Request) {
  return adminApi.saveTemplate(request, {});
}
