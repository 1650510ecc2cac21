/**
 * The one email address rule of the site, for every form, staff account, mail
 * and CSV: a practical subset of RFC 5321 that every mail server and
 * spreadsheet reads the same way.
 * - local part: letters, digits and `. _ + - ' ! # $ % * / ^ \` { | } ~`, not
 *   starting with `+ - = @` or a dot, no two dots in a row; none of `? & = ( ) " < >`,
 *   spaces or quotes, which mail programs and `mailto:` links read as syntax;
 * - domain: dot-separated labels of letters, digits and inner hyphens, ending in
 *   a top-level domain of letters (or `xn--`);
 * - at most 64 characters before the @ and 254 in all.
 * What is checked is what is stored and mailed: `normaliseEmail` trims and lowercases.
 */
const LOCAL = /^[A-Za-z0-9_!#$%'*/^`{|}~][A-Za-z0-9_!#$%'*/^`{|}~+-]*(\.[A-Za-z0-9_!#$%'*/^`{|}~+-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmail(value: string): boolean {
  const address = value.trim();
  if (address.length > 254) return false;
  const at = address.lastIndexOf("@");
  if (at < 1) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP.test(labels.at(-1) ?? "")
  );
}

/** The form in which an address is stored and mailed. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** A `mailto:` link whose address and fields are encoded, so nothing in them can add a header. */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const to = encodeURIComponent(address).replace(/%40/g, "@");
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}
