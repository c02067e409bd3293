import 'server-only';

import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

// A response body read up to a cap on what it decodes to, so a small compressed answer that
// unpacks to gigabytes (a compression bomb) is cut at the cap like a large plain one; what came
// before the cap is kept (a 5 MB home page is audited from its first 2 MB).

function decoderFor(encoding: string | undefined) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

/** Thrown inside the pipeline once the cap is reached: the reading stops there, not in error. */
class CutShort extends Error {}

/**
 * The decoded body, and its size on the wire: at most `maxBytes` of it (`cut` when there was
 * more), the rest left unread and the connection closed.
 */
export async function readBody(
  body: Readable,
  encoding: string | undefined,
  maxBytes: number,
): Promise<{ content: Buffer; wireBytes: number; cut: boolean }> {
  let wireBytes = 0;
  const wire = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      wireBytes += chunk.length;
      done(null, chunk);
    },
  });
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const room = maxBytes - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      done(chunk.length > room ? new CutShort() : null);
    },
  });
  const decoder = decoderFor(encoding);
  try {
    if (decoder) await pipeline(body, wire, decoder, collect);
    else await pipeline(body, wire, collect);
  } catch (error) {
    if (!(error instanceof CutShort)) throw error;
    return { content: Buffer.concat(chunks), wireBytes, cut: true };
  }
  return { content: Buffer.concat(chunks), wireBytes, cut: false };
}
