// Cache entries as text for Redis: JSON, with Buffers (and other byte arrays) as base64 and Maps
// as their entries, the two kinds of value Next.js keeps in a rendered page besides plain data.

function encodeValue(value) {
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [k, encodeValue(v)]) };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === 'object') {
    const plain = {};
    for (const [key, inner] of Object.entries(value)) plain[key] = encodeValue(inner);
    return plain;
  }
  return value;
}

function decodeValue(value) {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value && typeof value === 'object') {
    if (typeof value.$bytes === 'string') return Buffer.from(value.$bytes, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map.map(([k, v]) => [k, decodeValue(v)]));
    const plain = {};
    for (const [key, inner] of Object.entries(value)) plain[key] = decodeValue(inner);
    return plain;
  }
  return value;
}

export const encodeEntry = (entry) => JSON.stringify(encodeValue(entry));
export const decodeEntry = (text) => decodeValue(JSON.parse(text));
