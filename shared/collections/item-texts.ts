import type { CollectionDefinition } from "./define.ts";

/** The title and every text and tag field of an item, as written (the site search indexes these). */
export function itemTexts(definition: CollectionDefinition, data: Record<string, unknown>): string[] {
  const parts: string[] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = data[name];
    if (field.input === "text" || field.input === "textarea" || field.input === "select") {
      if (typeof value === "string" && value) parts.push(value);
    } else if (field.input === "tags" && Array.isArray(value)) parts.push(value.join(", "));
  }
  return parts;
}
