// A blog post's read, counted once per browser session; a failure is only logged.
export function countView({ slug }: { slug: string }): void {
  const key = `viewed:${slug}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage can be unavailable (private mode); count the view anyway.
  }
  fetch(`/api/blog/${encodeURIComponent(slug)}/view`, { method: 'POST' }).catch(
    (error: unknown) => {
      console.warn('Could not record the view', error);
    },
  );
}
