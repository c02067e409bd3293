'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatTableDate, formatTableTime } from '@/lib/dates';
import type { CaseStudyOptions } from '@/server/admin/case-studies/load-case-studies';
import type { AdminPost, AdminPostRow, AuthorOption } from '@/server/queries/blog-admin';
import type { PostDraft } from '@/server/queries/post-drafts';
import { countOf } from '@/lib/utils';

import { SelectableList, SelectableName } from '../list/selectable-list';
import { useAdminList } from '../list/use-admin-list';
import { postKindWords } from './post-kind-words';
import { postList } from './post-list';
import { RowActions } from '../row-actions';
import { StatusBadge } from '../status-badge';
import { PostForm } from './post-form';
import { AdminEmptyState } from '../admin-table-head';
import { useMoveToTrash } from '../trash/use-move-to-trash';
import { BulkActionButton } from '../list/bulk-action';
import { readAdminApi } from '../use-admin-mutation';

const badgeColour = { published: 'closed', scheduled: 'new', draft: 'other' } as const;

// The bulk bar's changes of status: a post published as it is, or made a draft.
const STATUS_ACTIONS = [
  { status: 'published', label: 'Publish Selected', done: 'published' },
  { status: 'draft', label: 'Unpublish Selected', done: 'unpublished' },
] as const;

type Mode =
  | { kind: 'closed' }
  | { kind: 'create'; draft: PostDraft | null }
  | { kind: 'edit'; post: AdminPost; draft: PostDraft | null };

export type BlogAdminProps = {
  /** The case studies' screen: the editor's choices for them. */
  caseStudies?: CaseStudyOptions;
  posts: AdminPostRow[];
  authors: AuthorOption[];
  /** The author profile linked to the signed-in user: their new posts' author. */
  myAuthorId: string | null;
};

export function BlogAdmin({ posts, authors, myAuthorId, caseStudies }: BlogAdminProps) {
  const router = useRouter();
  const kind = caseStudies ? 'case-study' : 'post';
  const words = postKindWords(kind);
  const nouns = [words.one, words.many] as [string, string];
  const [mode, setMode] = useState<Mode>({ kind: 'closed' });
  const list = useAdminList(posts, postList, (post) => post.id);

  const edit = async (id: string) => {
    const answer = await readAdminApi<{ post: AdminPost; draft: PostDraft | null }>(
      `/api/admin/posts/${id}`,
      'Failed to open the post',
    );
    if (!answer) return;
    setMode({ kind: 'edit', post: answer.post, draft: answer.draft });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  /** The create form, with the draft copy of a post not yet created when there is one. */
  const create = async () => {
    const answer = await readAdminApi<{ draft: PostDraft | null }>(
      '/api/admin/post-drafts/new',
      'Failed to open a new post',
    );
    // The draft copy of a new post of the other kind is not offered here.
    const draft = (answer?.draft?.fields.kind ?? 'post') === kind ? answer!.draft : null;
    if (answer) setMode({ kind: 'create', draft });
  };

  const moveToTrash = useMoveToTrash();
  const remove = async (id: string) => {
    await moveToTrash({
      url: `/api/admin/posts/${id}`,
      deleted: `${words.One} deleted successfully.`,
      failed: `Failed to delete ${words.one}`,
    });
    if (mode.kind === 'edit' && mode.post.id === id) setMode({ kind: 'closed' });
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">
          {caseStudies ? 'Case Studies' : 'Blog Admin'}
        </h1>
        <Button onClick={() => void create()} disabled={mode.kind === 'create'}>
          <Plus className="h-4 w-4" aria-hidden />
          Create New
        </Button>
      </div>

      {mode.kind !== 'closed' ? (
        <PostForm
          key={mode.kind === 'edit' ? mode.post.id : 'new'}
          post={mode.kind === 'edit' ? mode.post : null}
          draft={mode.draft}
          authors={authors}
          defaultAuthorId={myAuthorId}
          caseStudies={caseStudies}
          onDone={() => {
            setMode({ kind: 'closed' });
            router.refresh();
          }}
          onCancel={() => setMode({ kind: 'closed' })}
        />
      ) : null}

      {posts.length === 0 ? (
        <AdminEmptyState>No {words.many} found.</AdminEmptyState>
      ) : (
        <SelectableList
          list={list}
          noun={nouns}
          searchNoun={caseStudies ? nouns : ['post', 'posts']}
          urlOf={(post) => `/api/admin/posts/${post.id}`}
          nameOf={(post) => post.title}
          onDeleted={(deleted) => {
            if (mode.kind === 'edit' && deleted.some((post) => post.id === mode.post.id))
              setMode({ kind: 'closed' });
          }}
          actions={STATUS_ACTIONS.map((action) => (
            <BulkActionButton
              key={action.status}
              list={list}
              label={action.label}
              noun={nouns}
              done={action.done}
              request={(post) => ({
                url: `/api/admin/posts/${post.id}`,
                method: 'PATCH',
                body: { status: action.status },
              })}
              nameOf={(post) => post.title}
            />
          ))}
          caption={`${words.Many}, newest first`}
          // A case study's page counts no views.
          columns={[
            'Title',
            'Author',
            'Status',
            'Published Date',
            ...(caseStudies ? [] : ['Views']),
          ]}
        >
          {(rows) =>
            rows.map((post) => (
              <tr key={post.id} className="bg-card">
                <td className="px-4 py-3 font-medium">
                  <SelectableName list={list} row={post} name={post.title} />
                </td>
                <td className="px-4 py-3">{post.author || '-'}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={badgeColour[post.status]} label={post.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {post.publishedAt ? formatTableDate(post.publishedAt) : 'Not Published'}
                  {post.status === 'scheduled' && post.publishedAt
                    ? `, ${formatTableTime(post.publishedAt)} IST`
                    : null}
                </td>
                {caseStudies ? null : <td className="px-4 py-3 tabular-nums">{post.views}</td>}
                <td className="px-4 py-3">
                  <RowActions
                    name={post.title}
                    onEdit={() => void edit(post.id)}
                    deleteQuestion={`Are you sure you want to delete this ${words.one}?`}
                    onDelete={() => void remove(post.id)}
                  />
                </td>
              </tr>
            ))
          }
        </SelectableList>
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        Total {countOf(posts.length, words.one, words.many)}
      </p>
    </div>
  );
}
