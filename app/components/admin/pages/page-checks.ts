import type { PageField } from "../../../../shared/pages/page-contract.ts";
import { pathKey, valueAt } from "./page-edits.ts";

/**
 * An image's alt text is a text field beside it (shared/pages/page-contract.ts):
 * `alt`, `<image>_alt` or `<image>Alt` in the same group. Undefined when the group has none.
 */
export function altKeyOf(fields: Record<string, PageField>, imageKey: string): string | undefined {
  return [`${imageKey}Alt`, `${imageKey}_alt`, "alt"].find((key) => fields[key]?.type === "text");
}

/** The alt-text fields' paths (`hero.alt`) that a picture needs and that are empty, anywhere in `copy`. */
export function missingAlts(
  fields: Record<string, PageField>,
  copy: unknown,
  prefix: (string | number)[] = [],
): string[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const path = [...prefix, key];
    if (field.type === "group") return missingAlts(field.fields, copy, path);
    if (field.type === "list") {
      const entries = valueAt(copy, path);
      if (!Array.isArray(entries)) return [];
      const item = field.item;
      return entries.flatMap((_, index) =>
        item.type === "group" ? missingAlts(item.fields, copy, [...path, index]) : [],
      );
    }
    if (field.type !== "image" || !valueAt(copy, path)) return [];
    const alt = altKeyOf(fields, key);
    if (!alt) return [];
    const altPath = [...prefix, alt];
    const text = valueAt(copy, altPath);
    return typeof text === "string" && text.trim() ? [] : [pathKey(altPath)];
  });
}
