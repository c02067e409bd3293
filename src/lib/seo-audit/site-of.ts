/** The site an address belongs to: its host, www. or not ("www.clinic.in" and "clinic.in" are one). */
export const siteOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');
