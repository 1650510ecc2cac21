import type { Story } from "../../../shared/collections/index.ts";
import { isoDate } from "../../../shared/format-date.ts";
import type { ListNames } from "../../../shared/list-names.ts";
import { useFormats } from "../../lib/formats.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";

/** A community story; featured stories are wide with a long date, the rest use a short date. */
export function StoryCard({ story, featured = false }: { story: Story & ListNames; featured?: boolean }) {
  const labels = useCardLabels();
  const formats = useFormats();
  const illustrationAlt = useIllustrationAlt();
  return (
    <FeatureCard
      wide={featured}
      image={story.image_url}
      imageAlt={illustrationAlt(story.title)}
      badges={[
        { label: story.category_name ?? story.category, tone: "brand" },
        ...(featured ? [{ label: labels.featured, tone: "purple" as const }] : []),
      ]}
      eyebrow={<time dateTime={isoDate(story.date)}>{formats.date(story.date, featured ? "long" : "short")}</time>}
      title={story.title}
      meta={[
        { icon: "users", text: story.author, label: labels.author },
        { icon: "pin", text: story.location, label: labels.location },
        { icon: "clock", text: story.read_time, label: labels.readingTime },
      ]}
      description={story.excerpt}
    />
  );
}
