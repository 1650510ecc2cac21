import type { TeamMember } from "../../../shared/collections/index.ts";
import type { Locale } from "../../../shared/locales.ts";
import { InEnglishOnly, type PageLanguage } from "../ui/in-english-only.tsx";

/** Advisory roles: a title and what the adviser does. */
export function AdvisoryList({
  members,
  language,
}: {
  members: Array<TeamMember & { locale?: Locale }>;
  /** on a page in another language: marks the members shown in English only */
  language?: PageLanguage;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {members.map((m) => (
        <li key={m.id} className="rounded-card border border-line bg-white p-6 shadow-card">
          <InEnglishOnly itemLocale={m.locale} language={language}>
            <h3 className="font-display text-lg font-bold">{m.name}</h3>
            {m.role && <p className="mt-1 text-sm font-semibold text-accent-600">{m.role}</p>}
            <p className="mt-2 text-muted">{m.bio}</p>
          </InEnglishOnly>
        </li>
      ))}
    </ul>
  );
}
