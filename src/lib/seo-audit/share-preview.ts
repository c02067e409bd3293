// How a prospect's home page appears where people meet it, drawn in the report from what it says:
// a Google result (its title and description) and the card WhatsApp shows when a link is shared
// (Open Graph, falling back to the title and description, with the picture when it loads).

export type SharePreview = {
  url: string;
  title: string;
  description: string;
  card: {
    title: string;
    description: string;
    /** The og:image as given, and a small copy of it (a data: URL) when it could be read. */
    imageUrl: string | null;
    thumbnail: string | null;
  };
};

// About what fits on a phone's result before Google cuts it (it measures pixels, not characters).
export const RESULT_TITLE_CHARS = 60;
export const RESULT_DESCRIPTION_CHARS = 155;

/** The text as a result shows it: whole when it fits, else cut at a word with an ellipsis. */
export function cutForResult(text: string, limit: number): string {
  const squeezed = text.replace(/\s+/g, ' ').trim();
  if (squeezed.length <= limit) return squeezed;
  const cut = squeezed.slice(0, limit);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > limit / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')} …`;
}

/** The Google result's address line: the host, then the path's parts ("example.in › services"). */
export function resultAddress(url: string): string {
  const { hostname, pathname } = new URL(url);
  return [hostname, ...pathname.split('/').filter(Boolean)].join(' › ');
}
