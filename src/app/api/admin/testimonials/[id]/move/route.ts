import { testimonialsAdminApi } from '@/server/admin/ordered-lists/ordered-list-admin-endpoint';

type Context = RouteContext<'/api/admin/testimonials/[id]/move'>;

export async function POST(request: Request, { params }: Context) {
  return testimonialsAdminApi.move(request, await params);
}
