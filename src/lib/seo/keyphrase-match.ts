// Where a focus keyphrase occurs in a text, as a reader would count it: its words in order, case
// and simple plurals aside, with small words ('in', 'for', 'the'...) allowed between them or
// left out. 'local seo lucknow' occurs in 'Local SEO in Lucknow: A Practical Checklist'.

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'in',
  'for',
  'of',
  'to',
  'on',
  'at',
  'and',
  'or',
  'with',
  'by',
  'near',
  'from',
]);

const wordsOf = (text: string) => [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];

/** 'Cities' -> 'city', 'services' -> 'service', 'businesses' -> 'business', "Pune's" -> 'pune'. */
function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('sses')) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1);
  return lower;
}

/** The words of the text that hold the keyphrase, as written there; null when it is not there. */
export function findKeyphrase(text: string, keyphrase: string): string | null {
  const keyWords = wordsOf(keyphrase).map((m) => stem(m[0]));
  if (keyWords.length === 0) return null;
  const meaningful = keyWords.filter((w) => !SMALL_WORDS.has(w));
  // A keyphrase of small words only is looked for word for word.
  const wanted = meaningful.length ? meaningful : keyWords;
  const found = wordsOf(text).filter(
    (m) => !meaningful.length || !SMALL_WORDS.has(m[0].toLowerCase()),
  );
  const stems = found.map((m) => stem(m[0]));
  for (let start = 0; start + wanted.length <= found.length; start++) {
    if (!wanted.every((word, i) => stems[start + i] === word)) continue;
    const first = found[start]!;
    const last = found[start + wanted.length - 1]!;
    return text.slice(first.index, last.index + last[0].length);
  }
  return null;
}
