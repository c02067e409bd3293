import { notFoundAdminApi } from '@/server/admin/not-found/not-found-admin-endpoint';

/** Marks a logged path resolved: { path }. */
export function PATCH(request: Request) {
  return notFoundAdminApi.resolve(request, {});
}
