import { connection } from 'next/server';

import { postEditorApi } from '@/server/admin/post-editor/post-editor-endpoint';

type Context = RouteContext<'/api/admin/posts/[id]/revisions/[revisionId]'>;

export async function GET(request: Request, { params }: Context) {
  await connection();
  return postEditorApi.revision(request, await params);
}

/** Restores the revision as a new save. */
export async function POST(request: Request, { params }: Context) {
  return postEditorApi.restore(request, await params);
}
