/** The address of an audit's report: its token is the only key to it. */
export const auditReportPath = (token: string) =>
  `/free-seo-audit/report/${encodeURIComponent(token)}`;

export const auditReportUrl = (token: string, siteUrl: string) =>
  new URL(auditReportPath(token), siteUrl).toString();
