/** A file's size as a person reads it: '245 KB' under a megabyte, '3.4 MB' from one. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('en-IN', { maximumFractionDigits: 1 })} MB`;
}
