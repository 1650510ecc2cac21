import type { PhotoTexts } from "../../shared/collections/photo-texts.ts";
import { type ContentKind, translatableFields } from "../../shared/translation-schema.ts";
import type { Services } from "../services.ts";

/**
 * The optional Kiswahili version a demo item carries as `sw` (its text fields,
 * e.g. `sw: { title: "…", description: "…" }`). The seeder stores it through
 * the translations service like staff would (docs/product.md, "Translated content").
 */
export type DemoTranslation = Readonly<Record<string, string | readonly string[] | PhotoTexts>>;
export type WithTranslation<T> = T & { sw?: DemoTranslation };

/** The English input without its `sw`, and the `sw`. */
export function withoutTranslation<T extends object>(item: WithTranslation<T>): [Omit<T, "sw">, DemoTranslation?] {
  const { sw, ...english } = item as T & { sw?: DemoTranslation };
  return [english, sw];
}

/**
 * Stores a demo item's Kiswahili version. A version names its item: where the
 * demo leaves the name out (a person's name stays as it is), the English one is used.
 */
export async function storeDemoTranslation(
  services: Services,
  kind: ContentKind,
  created: { id: number } & Record<string, unknown>,
  sw: DemoTranslation | undefined,
): Promise<void> {
  if (!sw) return;
  const { input, ignored } = demoTranslationInput(kind, created, sw);
  // A field that is never translated (a code, a link) must not stop the demo from starting.
  if (ignored.length) services.logger.warn({ kind, id: created.id, ignored }, "demo translation fields ignored");
  await services.translations.set(kind, created.id, "sw", input, DEMO_SEEDER);
}

/**
 * What the seeder sends for a demo item's `sw`: its translatable fields, the
 * English name where the demo leaves it out; `ignored` lists the fields that are
 * never translated (demo-translation.test.ts keeps it empty).
 */
export function demoTranslationInput(kind: ContentKind, english: Record<string, unknown>, sw: DemoTranslation) {
  const fields = translatableFields(kind);
  const names = new Set(fields.map((field) => field.name));
  const title = fields.find((field) => field.required)?.name ?? "title";
  const input: Record<string, unknown> = { [title]: english[title] };
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(sw)) {
    if (names.has(key)) input[key] = value;
    else ignored.push(key);
  }
  return { input, ignored };
}

/** The demo seeder writes as an Administrator would (no person: no author recorded). */
export const DEMO_SEEDER = { staff: true, role: "admin" } as const;
