import 'server-only';

export const MAX_BODY_BYTES = 32 * 1024;

export class BodyTooLargeError extends Error {}

/** The request body as text, refusing more than the limit without reading it all into memory. */
export async function readLimitedText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  return (await readLimitedBytes(request, limit)).toString('utf8');
}

/**
 * The request body, refusing more than the limit: by its declared length, or, for a chunked body
 * that declares none, as soon as the bytes read pass the limit.
 */
export async function readLimitedBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
