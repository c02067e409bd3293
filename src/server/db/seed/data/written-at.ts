/**
 * When the seeded copy (services, city pages, authors) was written. Its rows keep this as their
 * change time, so a sitemap's lastmod says when the words last changed, not when the database
 * was made; an admin's edit then stamps its own time.
 */
export const SEED_COPY_WRITTEN_AT = '2026-11-21T05:30:00.000Z';
