/**
 * Intl date formatters made on first use and kept. Making one costs the browser a
 * few milliseconds (locale and time-zone data), so a module that made its
 * formatters when loaded held up every page's start, and the pages that never
 * format a date or an amount paid for it too (docs/decisions/0096-start-without-waiting.md).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
