import {
  cutForResult,
  RESULT_DESCRIPTION_CHARS,
  RESULT_TITLE_CHARS,
  resultAddress,
  type SharePreview,
} from '@/lib/seo-audit/share-preview';

// The prospect's home page where people meet it, drawn from what it says: its Google result and
// the card WhatsApp shows when its link is shared. Each is drawn in its own colours in either theme
// (it is a picture of another app), and says what is missing where the page gives nothing. The
// picture is the small copy the audit made: the report loads nothing from the prospect's site.

function Missing({ children }: { children: string }) {
  return <span className="italic">{children}</span>;
}

export function SharePreviews({ preview }: { preview: SharePreview }) {
  const host = new URL(preview.url).hostname;
  const { card } = preview;
  return (
    <section aria-labelledby="report-previews" className="break-inside-avoid">
      <h2 id="report-previews" className="text-2xl font-semibold">
        How your site appears
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <figure>
          <figcaption className="text-sm font-medium">In Google&rsquo;s results</figcaption>
          <div className="mt-2 rounded-lg border border-border bg-white p-4 text-[#202124]">
            <p className="text-sm break-all">{resultAddress(preview.url)}</p>
            <p className="mt-1 text-xl leading-snug text-[#1a0dab]">
              {preview.title ? (
                cutForResult(preview.title, RESULT_TITLE_CHARS)
              ) : (
                <Missing>No title: Google writes one from the page</Missing>
              )}
            </p>
            <p className="mt-1 text-sm text-[#4d5156]">
              {preview.description ? (
                cutForResult(preview.description, RESULT_DESCRIPTION_CHARS)
              ) : (
                <Missing>No description: Google shows words it picks from the page</Missing>
              )}
            </p>
          </div>
        </figure>
        <figure>
          <figcaption className="text-sm font-medium">Shared on WhatsApp</figcaption>
          <div className="mt-2 max-w-sm rounded-lg bg-[#d9fdd3] p-1 text-[#111b21] shadow-sm">
            <div className="overflow-hidden rounded-md bg-[#c8efc1]">
              {card.thumbnail ? (
                // eslint-disable-next-line @next/next/no-img-element -- a data: URL the audit made
                <img
                  src={card.thumbnail}
                  alt="The picture your home page shares (its og:image)"
                  width={480}
                  height={252}
                  className="aspect-[40/21] w-full object-cover"
                />
              ) : (
                <p className="px-3 pt-2 text-sm">
                  <Missing>
                    {card.imageUrl
                      ? 'No picture: its og:image could not be loaded'
                      : 'No picture: the page names no og:image'}
                  </Missing>
                </p>
              )}
              <div className="px-3 py-2">
                <p className="line-clamp-2 font-semibold">
                  {card.title || <Missing>No title</Missing>}
                </p>
                <p className="mt-0.5 line-clamp-2 text-sm">
                  {card.description || <Missing>No description</Missing>}
                </p>
                <p className="mt-1 text-xs text-[#54656f]">{host}</p>
              </div>
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}
