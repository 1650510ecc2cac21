import type { CollectionDefinition } from "../../../../shared/collections/define.ts";
import { isoToEatInput } from "../../../../shared/east-africa-time.ts";

/** A form's values: text as typed, tags one per line, moments as East Africa Time inputs. */
export type FormValues = Record<string, unknown>;

export function emptyValues(definition: CollectionDefinition): FormValues {
  return valuesOf(definition, {});
}

/** The form values of a stored item (or of nothing, for a new one). */
export function valuesOf(definition: CollectionDefinition, item: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = item[name];
    switch (field.input) {
      case "checkbox":
        values[name] = value === true;
        break;
      case "tags":
        values[name] = Array.isArray(value) ? value.join("\n") : "";
        break;
      case "datetime":
        values[name] = typeof value === "string" ? isoToEatInput(value) : "";
        break;
      case "date":
        values[name] = typeof value === "string" ? isoToEatInput(value).slice(0, 10) : "";
        break;
      case "photo-sets":
        values[name] = Array.isArray(value) ? value : [];
        break;
      case "number":
        values[name] = typeof value === "number" ? String(value) : "";
        break;
      case "select":
        values[name] = typeof value === "string" ? value : (field.options?.[0] ?? "");
        break;
      case "managed-choice":
        values[name] = typeof value === "string" ? value : String(field.absent ?? "");
        break;
      case "slug":
      case "publish":
        break; // made from the title, or the form's publish choice
      default:
        values[name] = typeof value === "string" && value !== field.noneShownAs ? value : "";
    }
  }
  return values;
}

/**
 * The API body for form values: tags split into a list; a slug made from the
 * title (`slugOf`, when editing; a new item's comes from the server); everything
 * else as the shared rules read it.
 */
export function payloadOf(
  definition: CollectionDefinition,
  values: FormValues,
  slugOf?: (title: string) => string,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = values[name];
    if (field.input === "publish") continue;
    if (field.input === "slug") {
      if (slugOf) payload[name] = slugOf(String(values[definition.titleField] ?? "").trim());
      continue;
    }
    if (field.input === "tags" && typeof value === "string")
      payload[name] = value
        .split("\n")
        .map((t) => t.trim())
        .filter(Boolean);
    else payload[name] = field.input === "rich-text" && typeof value === "string" ? value.trim() : value;
  }
  return payload;
}
