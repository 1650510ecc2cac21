/**
 * Copy as loader data (decision 0066). A loader chooses the copy of the page's
 * language on the server, but some copy holds functions ("Page 3 of 7", "1 set",
 * "4 sets") and loader data travels as data. `packCopy` (server) turns each
 * function into templates by calling it with sentinel arguments; `unpackCopy`
 * (browser and server alike) turns them back into functions. A function whose
 * first argument is a number keeps a separate template for each small number
 * whose words differ (the singular for 1, Kiswahili's ordinals "ya kwanza", "ya
 * pili"), which covers the plurals and ordinals in the site's copy.
 */
export type PackedCopy = { readonly $copy: unknown };
type Template = { $fn: { other: string; exact?: Record<number, string> } };

/** The first numbers (from 0) whose words may differ from the general template (none, singular, ordinals). */
const EXACT_UP_TO = 10;

const SENTINEL = 987_650;
const MARK = /\{(\d+)\}/g;

function isTemplate(value: unknown): value is Template {
  return typeof value === "object" && value !== null && "$fn" in value;
}

/** `fn` as a template: every sentinel argument's place as {i}. */
function templateOf(fn: (...args: never[]) => unknown): Template {
  const n = fn.length;
  const sentinels = Array.from({ length: n }, (_, i) => SENTINEL + i);
  let out: string;
  try {
    out = String((fn as (...a: unknown[]) => unknown)(...sentinels));
  } catch {
    // A function that works on strings (a title's letters): text markers instead.
    out = String((fn as (...a: unknown[]) => unknown)(...sentinels.map((_, i) => `{${i}}`)));
  }
  const other = sentinels.reduce((text, s, i) => text.replaceAll(String(s), `{${i}}`), out);
  const template: Template = { $fn: { other } };
  if (n >= 1) {
    for (let k = 0; k <= EXACT_UP_TO; k++) {
      try {
        const first = String((fn as (...a: unknown[]) => unknown)(k, ...sentinels.slice(1)));
        const exact = sentinels.reduce((text, s, i) => (i === 0 ? text : text.replaceAll(String(s), `{${i}}`)), first);
        if (exact !== other.replaceAll("{0}", String(k))) template.$fn.exact = { ...template.$fn.exact, [k]: exact };
      } catch {
        break; // a string first parameter: no forms by number
      }
    }
  }
  return template;
}

function pack(value: unknown): unknown {
  if (typeof value === "function") return templateOf(value as (...args: never[]) => unknown);
  if (Array.isArray(value)) return value.map(pack);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, pack(v)]));
  }
  return value;
}

/** Copy ready to be loader data: functions become templates. */
export function packCopy<T>(copy: T): PackedCopy {
  return { $copy: pack(copy) };
}

function unpack(value: unknown): unknown {
  if (isTemplate(value)) {
    const { other, exact } = value.$fn;
    return (...args: unknown[]) =>
      ((typeof args[0] === "number" && exact?.[args[0]]) || other).replace(MARK, (whole, i: string) =>
        Number(i) < args.length ? String(args[Number(i)]) : whole,
      );
  }
  if (Array.isArray(value)) return value.map(unpack);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, unpack(v)]));
  }
  return value;
}

const unpacked = new WeakMap<object, unknown>();

/** The copy a loader packed, with its functions again (the same object for the same data). */
export function unpackCopy<T>(packed: PackedCopy): T {
  const key = packed as object;
  if (!unpacked.has(key)) unpacked.set(key, unpack(packed.$copy));
  return unpacked.get(key) as T;
}
