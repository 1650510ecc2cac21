import { type ContentKind, translatableFields } from "../../shared/translatable.ts";
import type { Services } from "../services.ts";

/**
 * The optional Kiswahili version a demo item carries as `sw` (its text fields,
 * e.g. `sw: { title: "…", description: "…" }`). The seeder stores it through
 * the translations service like staff would (docs/product.md, "Translated content").
 */
export type DemoTranslation = Readonly<Record<string, string | readonly string[]>>;
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
  const title = translatableFields(kind).find((field) => field.required)?.name ?? "title";
  await services.translations.set(kind, created.id, "sw", { [title]: created[title], ...sw }, DEMO_SEEDER);
}

/** The demo seeder writes as an Administrator would (no person: no author recorded). */
export const DEMO_SEEDER = { staff: true, role: "admin" } as const;
