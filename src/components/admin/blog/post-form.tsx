'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';

import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import {
  blogPostSchema,
  emptyBlogPost,
  REQUIRED_FIELDS_MESSAGE,
  type BlogPostInput,
} from '@/lib/validation/blog-post';
import type { CaseStudyOptions } from '@/server/admin/case-studies/load-case-studies';
import type { AdminPost, AuthorOption } from '@/server/queries/blog-admin';
import type { PostDraft } from '@/server/queries/post-drafts';

import { showServerErrors } from '../form-fields';
import { readAdminApi, sendAdminChange } from '../use-admin-mutation';
import { DraftCopyOffer, SaveConflict, type Conflict } from './post-form-notices';
import { CaseStudyFields } from '../case-studies/case-study-fields';
import { PostFields } from './post-fields';
import { postKindWords } from './post-kind-words';
import { PostRevisions } from './post-revisions';
import { SeoPanel } from './seo-panel';
import { usePostAutosave } from './use-post-autosave';

export type PostFormProps = {
  post: AdminPost | null;
  /** A draft copy autosave kept that is newer than the post's last save. */
  draft: PostDraft | null;
  authors: AuthorOption[];
  /** A new post's author: the profile linked to the signed-in user, if any. */
  defaultAuthorId?: string | null;
  onDone: () => void;
  onCancel: () => void;
  /** A case study's editor: its clients, services and cities to choose from. */
  caseStudies?: CaseStudyOptions;
};

const toValues = (
  post: AdminPost | null,
  defaultAuthorId?: string | null,
  kind: BlogPostInput['kind'] = 'post',
): BlogPostInput => {
  if (!post)
    return { ...emptyBlogPost, kind, author_id: defaultAuthorId ?? emptyBlogPost.author_id };
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- not form fields
  const { id, version, updatedAt, ...values } = post;
  return values;
};

export function PostForm(props: PostFormProps) {
  const { post: opened, draft, authors, onDone, onCancel, caseStudies } = props;
  const kind = caseStudies ? 'case-study' : 'post';
  const words = postKindWords(kind);
  const [post, setPost] = useState(opened);
  const editing = post !== null;
  const form = useForm<BlogPostInput>({
    resolver: zodResolver(blogPostSchema),
    defaultValues: toValues(opened, props.defaultAuthorId, kind),
  });
  const { handleSubmit, formState, setError, reset, getValues } = form;
  const [version, setVersion] = useState<number | null>(opened?.version ?? null);
  const [offer, setOffer] = useState(draft);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [uploading, setUploading] = useState(false);
  const autosave = usePostAutosave(form, post?.id ?? 'new', version);

  const save = async (values: BlogPostInput, overVersion = version) => {
    const action = editing ? 'update' : 'create';
    await autosave.pause();
    const saved = await sendAdminChange({
      url: editing ? `/api/admin/posts/${post.id}` : '/api/admin/posts',
      method: editing ? 'PUT' : 'POST',
      body: editing ? { ...values, version: overVersion } : values,
      done: { title: 'Success', description: `${words.One} ${action}d successfully.` },
      failed: `Failed to ${action} ${words.one}`,
      onFailure: (error) => {
        autosave.resume();
        // What was typed stays in the form, and in the draft copy.
        void autosave.flush();
        const body = error.body as { conflict?: { version: number } } | undefined;
        if (body?.conflict) {
          setConflict({ message: error.message, version: body.conflict.version });
          return true;
        }
        showServerErrors(error, setError);
      },
    });
    if (saved === null) return;
    reset(toValues(null, null, kind));
    onDone();
  };

  const invalid = (errors: FieldErrors<BlogPostInput>) => {
    const missing = Object.values(errors).some((e) => e?.message === REQUIRED_FIELDS_MESSAGE);
    toast.error(missing ? REQUIRED_FIELDS_MESSAGE : 'Please correct the highlighted fields.');
  };

  /** Loads the post as saved now (after a restore, or to take the other save). */
  const reload = async () => {
    if (!post) return;
    const answer = await readAdminApi<{ post: AdminPost }>(
      `/api/admin/posts/${post.id}`,
      'Failed to load the post',
    );
    if (!answer) return;
    setPost(answer.post);
    setVersion(answer.post.version);
    setConflict(null);
    reset(toValues(answer.post));
  };

  const discardOffer = async () => {
    setOffer(null);
    await sendAdminChange({
      url: `/api/admin/post-drafts/${post?.id ?? 'new'}`,
      method: 'DELETE',
      failed: 'Failed to discard the draft copy',
    });
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit((values) => save(values), invalid)(event)}
      onBlur={() => void autosave.flush()}
      noValidate
      aria-label={editing ? `Edit ${words.one}` : `Create ${words.one}`}
      className="mt-8 space-y-6 rounded-lg border border-border bg-card p-6"
    >
      <h2 className="text-xl font-semibold">
        {editing ? `Edit ${words.title}` : `Create New ${words.title}`}
      </h2>
      {offer ? (
        <DraftCopyOffer
          savedAt={offer.savedAt}
          onRestore={() => {
            reset({ ...toValues(post), ...offer.fields }, { keepDefaultValues: true });
            if (offer.baseVersion !== null) setVersion(offer.baseVersion);
            setOffer(null);
          }}
          onDiscard={() => void discardOffer()}
        />
      ) : null}
      {conflict ? (
        <SaveConflict
          conflict={conflict}
          onSaveMine={() =>
            void handleSubmit((values) => save(values, conflict.version), invalid)()
          }
          onLoadTheirs={() => void reload()}
        />
      ) : null}
      {/* One column below xl, never wider than the screen: a track sized by its content grew to the
          search preview's unwrapped title on a phone. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <PostFields
            form={form}
            authors={authors}
            slugFollowsTitle={!editing}
            onUploadingChange={setUploading}
          />
          {caseStudies ? <CaseStudyFields form={form} options={caseStudies} /> : null}
        </div>
        <div className="min-w-0 space-y-6">
          <SeoPanel form={form} />
          {post && version !== null ? (
            <PostRevisions
              postId={post.id}
              version={version}
              savedElsewhere={conflict?.version ?? null}
              dirty={formState.isDirty}
              current={getValues}
              onRestored={() => void reload()}
            />
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p role="status" className="mr-auto text-sm text-muted-foreground">
          {autosave.status}
        </p>
        {post ? (
          // The saved version: a published post at its address, any other in the preview.
          <a
            href={
              post.status === 'published'
                ? `${words.path}/${post.slug}`
                : `/admin/blog/preview/${post.id}`
            }
            target="_blank"
            rel="noopener"
            className={buttonClasses('outline', 'md')}
          >
            {post.status === 'published' ? `View ${words.short}` : 'Preview'}
          </a>
        ) : null}
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            // Unsaved changes stay in the draft copy, offered when the post is opened again.
            void autosave.flush().then(() => {
              reset(toValues(null, null, kind));
              onCancel();
            });
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting || uploading}>
          {formState.isSubmitting ? 'Saving...' : `${editing ? 'Update' : 'Create'} ${words.short}`}
        </Button>
      </div>
    </form>
  );
}
