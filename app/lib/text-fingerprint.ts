/**
 * A short fingerprint of a text (djb2, base 36): a Kiswahili link-preview card's address changes
 * with the words it draws (app/components/news/article-preview.ts,
 * app/components/publications/publication-preview.ts).
 */
export function textFingerprint(text: string): string {
  let hash = 5381;
  for (const char of text) hash = ((hash * 33) ^ char.codePointAt(0)!) >>> 0;
  return hash.toString(36);
}
