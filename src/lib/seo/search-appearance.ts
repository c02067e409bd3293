// How a page's title and description will show in a search result, checked as an editor types:
// the limits of DECISIONS.md, and text a result would show as it is. Warnings only: a save is
// never blocked by them, and what was typed is stored as text.

import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from './metadata';

export type Mark = 'pass' | 'improve' | 'problem';
export type Check = { id: string; label: string; mark: Mark; message: string };

const between = (value: number, low: number, high: number): Mark =>
  value >= low && value <= high ? 'pass' : value === 0 ? 'problem' : 'improve';

const HTML_TAG = /<\/?[a-z][^>]*>/i;

export function searchAppearanceChecks(page: { title: string; description: string }): Check[] {
  const title = page.title.trim();
  const description = page.description.trim();
  const checks: Check[] = [
    {
      id: 'title-length',
      label: 'Title length',
      mark: title.length > TITLE_MAX ? 'problem' : between(title.length, 30, TITLE_MAX),
      message: title
        ? `${title.length} characters; a search result shows about 30 to ${TITLE_MAX}${title.length > TITLE_MAX ? ' and cuts the rest' : ''}.`
        : `Write a title of 30 to ${TITLE_MAX} characters.`,
    },
    {
      id: 'description-length',
      label: 'Meta description length',
      mark: between(description.length, DESCRIPTION_MIN, DESCRIPTION_MAX),
      message: description
        ? `${description.length} characters; a search result shows about ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX}.`
        : `Write a meta description of ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters.`,
    },
  ];
  if (HTML_TAG.test(title) || HTML_TAG.test(description))
    checks.push({
      id: 'plain-text',
      label: 'Plain text',
      mark: 'problem',
      message: 'HTML tags are shown as typed in a search result, not as markup: write plain text.',
    });
  return checks;
}
