/** The address of a client's report: its token is the only key to it. */
export const clientReportPath = (token: string) => `/client-report/${encodeURIComponent(token)}`;

export const clientReportUrl = (token: string, siteUrl: string) =>
  new URL(clientReportPath(token), siteUrl).toString();

/** Where the report's page asks whether to stop the monthly mail: the mail's own link. */
export const stopMailUrl = (token: string, siteUrl: string) =>
  `${clientReportUrl(token, siteUrl)}?mail=stop#mail`;

/** The endpoint that stops or restarts the mail: the form's, and the mail's one-click header's. */
export const reportMailEndpoint = (token: string) =>
  `/api/client-reports/${encodeURIComponent(token)}/mail`;
