import 'server-only';

import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

import { FetchRefusal } from './fetch-refusal';

// A response body read up to a cap on what it decodes to, so a small compressed answer that
// unpacks to gigabytes (a compression bomb) is cut at the cap like a large plain one.

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

/** The decoded body, and its size on the wire; throws 'too-large' past `maxBytes` either way. */
export async function readBody(
  body: Readable,
  encoding: string | undefined,
  maxBytes: number,
): Promise<{ content: Buffer; wireBytes: number }> {
  const tooLarge = () =>
    new FetchRefusal('too-large', `The answer is larger than ${maxBytes / 1024 / 1024} MB.`);
  let wireBytes = 0;
  const wire = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      wireBytes += chunk.length;
      done(wireBytes > maxBytes ? tooLarge() : null, chunk);
    },
  });
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge());
      chunks.push(chunk);
      done();
    },
  });
  const decoder = decoderFor(encoding);
  if (decoder) await pipeline(body, wire, decoder, collect);
  else await pipeline(body, wire, collect);
  return { content: Buffer.concat(chunks), wireBytes };
}
