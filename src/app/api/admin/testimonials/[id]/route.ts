import { testimonialsAdminApi } from '@/server/admin/ordered-lists/ordered-list-admin-endpoint';

type Context = RouteContext<'/api/admin/testimonials/[id]'>;

export async function PUT(request: Request, { params }: Context) {
  return testimonialsAdminApi.update(request, await params);
}

/** Hides or shows the item: { hidden: boolean }. */
export async function PATCH(request: Request, { params }: Context) {
  return testimonialsAdminApi.setVisibility(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return testimonialsAdminApi.remove(request, await params);
}
