import { testimonialsAdminApi } from '@/server/admin/people/people-admin-endpoint';

export function POST(request: Request) {
  return testimonialsAdminApi.create(request, {});
}
