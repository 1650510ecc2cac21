/** A size as people read it: "340 KB", "1.2 MB". */
export function readableSize(bytes: number, intlTag: string): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(intlTag, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}
