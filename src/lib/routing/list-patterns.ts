// The shapes of the list pages' internal paths, shared by the rewrite rules (next.config.ts loads
// them, so this file imports nothing) and the canonical URLs of list-params.ts.

/** The folder name of the internal list routes: src/app/(site)/{blog,author/[slug]}/list-view. */
export const LIST_SEGMENT = 'list-view';

/** A tag or category as it may stand in a list URL, and a page number (no leading zeros). */
export const FILTER_PATTERN = '[a-z0-9-]{1,60}';
export const PAGE_PATTERN = '[1-9][0-9]{0,5}';
