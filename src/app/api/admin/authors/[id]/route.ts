import { connection } from 'next/server';

import { authorsAdminApi } from '@/server/admin/authors/authors-admin-endpoint';

type Context = RouteContext<'/api/admin/authors/[id]'>;

export async function GET(request: Request, { params }: Context) {
  await connection();
  return authorsAdminApi.getAuthor(request, await params);
}

export async function PUT(request: Request, { params }: Context) {
  return authorsAdminApi.update(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return authorsAdminApi.remove(request, await params);
}
