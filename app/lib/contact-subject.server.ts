import type { Locale } from "../../shared/locales.ts";
import { contactSubjects as en, scheduleVisit as enVisit } from "../content/contact.ts";
import { contactSubjects as sw, scheduleVisit as swVisit } from "../content/sw/contact.ts";

const SUBJECTS: Record<Locale, Record<string, string>> = {
  en: { ...en, visit: enVisit.subject },
  sw: { ...sw, visit: swVisit.subject },
};

/** A subject template's words before `{title}` and after it (both "" when it has none). */
function parts(template: string): [string, string] | null {
  const at = template.indexOf("{title}");
  return at === -1 ? null : [template.slice(0, at), template.slice(at + "{title}".length)];
}

/**
 * `?subject=` as the contact page in `locale` prefills it (decision 0076): a subject
 * of the site's own contact links written in the other language (an English link
 * followed to /sw/contact, or a shared address) becomes its twin in this language,
 * the item's title kept; anything else stays as the visitor's link wrote it.
 */
export function subjectInLanguage(subject: string, locale: Locale): string {
  const other = SUBJECTS[locale === "sw" ? "en" : "sw"];
  const own = SUBJECTS[locale];
  const wanted = subject.trim();
  for (const [key, template] of Object.entries(other)) {
    const target = own[key] ?? template;
    const around = parts(template);
    if (!around) {
      if (template.toLowerCase() === wanted.toLowerCase()) return target;
      continue;
    }
    const [before, after] = around;
    if (wanted.length > before.length + after.length && wanted.startsWith(before) && wanted.endsWith(after))
      return target.replace("{title}", wanted.slice(before.length, wanted.length - after.length));
  }
  return subject;
}
