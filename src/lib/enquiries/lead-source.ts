// Where an enquiry came from, as the insights group it. The migration that added these columns
// holds a frozen copy of the same rule for the enquiries stored before.

/** utm_source, else the referrer's host (without www.), else 'direct'. */
export function leadSourceOf(utm: Record<string, string> | undefined, referrer?: string): string {
  const source = utm?.utm_source?.trim().toLowerCase();
  if (source) return source.slice(0, 100);
  return hostOf(referrer) ?? 'direct';
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** The path of the page the form was sent from, without its query. */
export function landingPathOf(sourcePage: string | undefined): string | null {
  if (!sourcePage) return null;
  try {
    return new URL(sourcePage, 'http://localhost').pathname.slice(0, 300);
  } catch {
    return null;
  }
}
