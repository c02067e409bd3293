const WORDS_PER_MINUTE = 200;

/** Word count / 200, rounded up; at least one minute. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}
