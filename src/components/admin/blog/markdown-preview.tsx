'use client';

import { useEffect, useState } from 'react';

import { adminFetch } from '../admin-fetch';

/** The post as it will look, rendered by the server with the public pages' safe renderer. */
export function MarkdownPreview({ content }: { content: string }) {
  const [html, setHtml] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      adminFetch<{ html: string }>('/api/admin/markdown-preview', {
        method: 'POST',
        body: JSON.stringify({ content }),
        signal: controller.signal,
      })
        .then((result) => {
          setHtml(result.html);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if ((error as Error).name !== 'AbortError') setFailed(true);
        });
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [content]);

  return (
    <section aria-label="Live preview">
      <p className="mb-1.5 text-sm font-medium">Live Preview</p>
      {/* Focusable, so a keyboard can scroll a post longer than the box. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="The post as it will read"
        className="h-[27.5rem] overflow-y-auto rounded-md border border-border bg-background p-4"
      >
        {failed ? (
          <p className="text-sm text-red-600 dark:text-red-400">
            The preview could not be rendered.
          </p>
        ) : (
          // Sanitised by the server's markdown renderer, the same one the post page uses.
          // The writer's own outline (a second h1 is what the SEO panel warns of): data-author-
          // content tells the tests' heading-order check it is the post's, not the screen's.
          <div
            data-author-content
            className="prose-content text-sm"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
    </section>
  );
}
