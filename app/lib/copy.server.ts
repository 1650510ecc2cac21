/**
 * The copy of the page's language, chosen on the server (decision 0066): a route's
 * loader hands its component the English module or its Kiswahili twin
 * (`app/content/sw/<name>.ts`), so neither language's copy is in the route's
 * JavaScript and a page loads only its own language's words (as loader data).
 * A twin not written yet, or an export it lacks, falls back to English.
 */
import type { Locale } from "../../shared/locales.ts";
import { requestLocale } from "./page-language.ts";

const TWINS = import.meta.glob<Record<string, unknown>>(["../content/sw/*.ts", "!../content/sw/*.test.ts"], {
  eager: true,
});

/** The Kiswahili twin of `app/content/<name>.ts`, if it has been written. */
export function kiswahiliTwin(name: string): Record<string, unknown> | undefined {
  return TWINS[`../content/sw/${name}.ts`];
}

/** `english` (the namespace of `app/content/<name>.ts`) in `locale`: its twin's exports over the English ones. */
export function copyIn<M extends object>(locale: Locale, name: string, english: M): M {
  if (locale === "en") return english;
  const twin = kiswahiliTwin(name);
  return twin ? ({ ...english, ...twin } as M) : english;
}

/** As copyIn, in the language of the page `request` asks for. */
export function copyFor<M extends object>(request: Request, name: string, english: M): M {
  return copyIn(requestLocale(request), name, english);
}
