// Types for the tests; the route cache handler loads the module itself.
type Page = {
  kind: string;
  html?: unknown;
  rscData?: unknown;
  segmentData?: Map<string, unknown>;
  [key: string]: unknown;
};
export function packPage<T extends Page>(
  value: T,
): T & { html: Buffer; rscData: Buffer; segmentData: Map<string, Buffer | string> };
export function unpackPage<T>(value: T): T & { segmentData: Map<string, Buffer> };
