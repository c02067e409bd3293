'use client';

import { diffLines } from 'diff';

import type { BlogPostInput } from '@/lib/validation/blog-post';

// What changed between two versions of a post: the short fields side by side, and the markdown
// line by line (added lines marked +, removed lines -, long unchanged runs folded).

const SHORT_FIELDS: [keyof BlogPostInput, string][] = [
  ['title', 'Title'],
  ['slug', 'Slug'],
  ['excerpt', 'Excerpt'],
  ['featured_image', 'Featured Image'],
  ['category', 'Category'],
  ['tags', 'Tags'],
  ['meta_title', 'Meta Title'],
  ['meta_description', 'Meta Description'],
  ['focus_keyphrase', 'Focus Keyphrase'],
  ['case_description', 'Client Described As'],
  ['case_services', 'Services'],
  ['case_city', 'City'],
  ['case_figures', 'Figures'],
];
const CONTEXT_LINES = 3;

type Line = { kind: 'added' | 'removed' | 'same' | 'folded'; text: string };

function contentLines(before: string, after: string): Line[] {
  const lines: Line[] = [];
  for (const part of diffLines(before, after)) {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    const texts = part.value.replace(/\n$/, '').split('\n');
    if (kind === 'same' && texts.length > CONTEXT_LINES * 2 + 1) {
      const hidden = texts.length - CONTEXT_LINES * 2;
      texts.slice(0, CONTEXT_LINES).forEach((text) => lines.push({ kind, text }));
      lines.push({ kind: 'folded', text: `… ${hidden} unchanged lines …` });
      texts.slice(-CONTEXT_LINES).forEach((text) => lines.push({ kind, text }));
    } else texts.forEach((text) => lines.push({ kind, text }));
  }
  return lines;
}

const lineClass = {
  added: 'block bg-green-100 text-green-900 no-underline dark:bg-green-500/20 dark:text-green-100',
  removed: 'block bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-100',
  same: 'block',
  folded: 'block text-muted-foreground italic',
};

export type RevisionDiffProps = {
  before: Partial<BlogPostInput>;
  after: Partial<BlogPostInput>;
  beforeLabel: string;
  afterLabel: string;
};

export function RevisionDiff({ before, after, beforeLabel, afterLabel }: RevisionDiffProps) {
  const show = (value: BlogPostInput[keyof BlogPostInput]) => {
    const text = Array.isArray(value)
      ? value
          .map((item) =>
            typeof item === 'string' ? item : `${item.metric} ${item.before} to ${item.after}`,
          )
          .join(', ')
      : value;
    return text === undefined || text === '' ? '(empty)' : String(text);
  };
  const changedFields = SHORT_FIELDS.filter(([name]) => show(before[name]) !== show(after[name]));
  const beforeText = before.content ?? '';
  const afterText = after.content ?? '';
  const contentChanged = beforeText !== afterText;

  if (!changedFields.length && !contentChanged)
    return <p className="text-sm text-muted-foreground">No differences.</p>;
  return (
    <div className="space-y-4 text-sm">
      {changedFields.length ? (
        <dl className="space-y-2">
          {changedFields.map(([name, label]) => (
            <div key={name}>
              <dt className="font-medium">{label}</dt>
              <dd className="text-red-800 dark:text-red-200">
                {beforeLabel}: <del>{show(before[name])}</del>
              </dd>
              <dd className="text-green-800 dark:text-green-200">
                {afterLabel}: <ins className="no-underline">{show(after[name])}</ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {contentChanged ? (
        <figure>
          <figcaption className="mb-1 font-medium">
            Content: lines marked − are only in {beforeLabel.toLowerCase()}, + only in{' '}
            {afterLabel.toLowerCase()}
          </figcaption>
          <pre className="max-h-96 overflow-auto rounded-md border border-border p-2 font-mono text-xs whitespace-pre-wrap">
            {contentLines(beforeText, afterText).map((line, index) => {
              const marker = line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  ';
              const Tag = line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'span';
              return (
                <Tag key={index} className={lineClass[line.kind]}>
                  {marker}
                  {line.text}
                </Tag>
              );
            })}
          </pre>
        </figure>
      ) : null}
    </div>
  );
}
