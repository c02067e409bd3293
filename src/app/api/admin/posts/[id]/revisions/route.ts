import { connection } from 'next/server';

import { postEditorApi } from '@/server/admin/post-editor/post-editor-endpoint';

export async function GET(
  request: Request,
  { params }: RouteContext<'/api/admin/posts/[id]/revisions'>,
) {
  await connection();
  return postEditorApi.revisions(request, await params);
}
