/** Reading speed used for the 'N min read' label. */
export const WORDS_PER_MINUTE = 200;

/** Counts the words of HTML or plain text (tags and entities do not count). */
export function wordCount(content: string): number {
  const text = content
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return words ? words.length : 0;
}

/** 'N min read', at least 1 minute. */
export function readTime(content: string): string {
  const minutes = Math.max(1, Math.ceil(wordCount(content) / WORDS_PER_MINUTE));
  return `${minutes} min read`;
}
