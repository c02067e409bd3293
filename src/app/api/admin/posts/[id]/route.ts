import { connection } from 'next/server';

import { blogAdminApi } from '@/server/admin/blog/blog-admin-endpoint';

type Context = RouteContext<'/api/admin/posts/[id]'>;

export async function GET(request: Request, { params }: Context) {
  await connection();
  return blogAdminApi.getPost(request, await params);
}

export async function PUT(request: Request, { params }: Context) {
  return blogAdminApi.update(request, await params);
}

/** Publishes the post as it is, or makes it a draft: { status }. */
export async function PATCH(request: Request, { params }: Context) {
  return blogAdminApi.setStatus(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return blogAdminApi.remove(request, await params);
}
