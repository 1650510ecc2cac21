import type { TeamMember } from "../../../shared/collections/index.ts";
import { fillIn } from "../../../shared/fill-in.ts";
import type { Locale } from "../../../shared/locales.ts";
import { useCardLabels } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { TagList } from "../cards/tag-list.tsx";
import { InEnglishOnly, type PageLanguage } from "../ui/in-english-only.tsx";

/** The leadership members with photo, role, bio and tags (on /team and /about#team). */
export function LeadershipGrid({
  members,
  language,
}: {
  members: Array<TeamMember & { locale?: Locale }>;
  /** on a page in another language: marks the members shown in English only */
  language?: PageLanguage;
}) {
  const labels = useCardLabels();
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((m) => (
        <InEnglishOnly key={m.id} itemLocale={m.locale} language={language} className="flex flex-col">
          <FeatureCard image={m.photo_url} imageAlt={m.photo_alt} title={m.name} eyebrow={m.role} description={m.bio}>
            <TagList tags={m.tags} label={fillIn(labels.focusAreas, { name: m.name })} />
          </FeatureCard>
        </InEnglishOnly>
      ))}
    </div>
  );
}
