'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { AuthorInput } from '@/lib/validation/author';
import type { AdminAuthorRow } from '@/server/queries/authors-admin';
import { countOf } from '@/lib/utils';
import type { ListDefinition } from '@/lib/admin/list-view';

import { EditButton } from '../row-actions';
import { AuthorForm } from './author-form';
import { DeleteAuthorDialog } from './delete-author-dialog';
import { SelectableList, SelectableName } from '../list/selectable-list';
import { useAdminList } from '../list/use-admin-list';
import { announceTrashed } from '../trash/use-move-to-trash';
import { readAdminApi, useAdminMutation } from '../use-admin-mutation';

type Mode =
  | { kind: 'closed' }
  | { kind: 'create' }
  | { kind: 'edit'; author: { id: string; values: AuthorInput } };

const authorList: ListDefinition<AdminAuthorRow> = {
  searchText: (author) => `${author.name} ${author.slug}`,
  sorts: [{ key: 'posts', label: 'Most posts first', value: (a) => a.posts, descending: true }],
};

export function AuthorsAdmin({ authors }: { authors: AdminAuthorRow[] }) {
  const router = useRouter();
  const mutate = useAdminMutation();
  const [mode, setMode] = useState<Mode>({ kind: 'closed' });
  const list = useAdminList(authors, authorList, (author) => author.id);

  const edit = async (id: string) => {
    const answer = await readAdminApi<{ author: AuthorInput }>(
      `/api/admin/authors/${id}`,
      'Failed to open the author',
    );
    if (!answer) return;
    setMode({ kind: 'edit', author: { id, values: answer.author } });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  /** Moves the author to the trash; the dialog shows why when it cannot. */
  const remove = async (author: AdminAuthorRow, successorId: string) => {
    let refusal: string | null = null;
    const answer = await mutate<{ trashId: string }>({
      url: `/api/admin/authors/${author.id}`,
      method: 'DELETE',
      body: { successor_id: successorId },
      failed: 'Failed to delete the author',
      onFailure: (error) => {
        refusal = error.message;
        return true;
      },
    });
    if (!answer) return refusal;
    announceTrashed(`${author.name} deleted.`, [answer.trashId], () => router.refresh());
    if (mode.kind === 'edit' && mode.author.id === author.id) setMode({ kind: 'closed' });
    return null;
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Authors</h1>
        <Button onClick={() => setMode({ kind: 'create' })} disabled={mode.kind === 'create'}>
          <Plus className="h-4 w-4" aria-hidden />
          Add Author
        </Button>
      </div>

      {mode.kind !== 'closed' ? (
        <AuthorForm
          key={mode.kind === 'edit' ? mode.author.id : 'new'}
          author={mode.kind === 'edit' ? mode.author : null}
          onDone={() => {
            setMode({ kind: 'closed' });
            router.refresh();
          }}
          onCancel={() => setMode({ kind: 'closed' })}
        />
      ) : null}

      {/* An author with posts is refused with its reason: the row's own Delete asks who takes them. */}
      <SelectableList
        list={list}
        noun={['author', 'authors']}
        urlOf={(author) => `/api/admin/authors/${author.id}`}
        bodyOf={() => ({ successor_id: '' })}
        nameOf={(author) => author.name}
        onDeleted={(deleted) => {
          if (mode.kind === 'edit' && deleted.some((a) => a.id === mode.author.id))
            setMode({ kind: 'closed' });
        }}
        caption="Authors, by name"
        columns={['Author', 'Page', 'Posts']}
      >
        {(rows) =>
          rows.map((author) => (
            <tr key={author.id} className="bg-card">
              <th scope="row" className="px-4 py-3 font-medium">
                <SelectableName list={list} row={author} name={author.name} />
              </th>
              <td className="px-4 py-3 font-mono text-xs">/author/{author.slug}</td>
              <td className="px-4 py-3 tabular-nums">{author.posts}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <EditButton name={author.name} onClick={() => void edit(author.id)} />
                  <DeleteAuthorDialog
                    author={author}
                    others={authors.filter((a) => a.id !== author.id)}
                    onDelete={(successorId) => remove(author, successorId)}
                  />
                </div>
              </td>
            </tr>
          ))
        }
      </SelectableList>
      <p className="mt-4 text-sm text-muted-foreground">
        Total {countOf(authors.length, 'author')}
      </p>
    </div>
  );
}
