import { connection } from 'next/server';

import { postEditorApi } from '@/server/admin/post-editor/post-editor-endpoint';

// The autosaved draft copy of the post form: [key] is the post's id, or 'new'.
type Context = RouteContext<'/api/admin/post-drafts/[key]'>;

export async function GET(request: Request, { params }: Context) {
  await connection();
  return postEditorApi.readDraft(request, await params);
}

export async function PUT(request: Request, { params }: Context) {
  return postEditorApi.writeDraft(request, await params);
}

export async function DELETE(request: Request, { params }: Context) {
  return postEditorApi.discardDraft(request, await params);
}
