import type { Collaboration } from "../../../shared/collections/index.ts";
import type { ListNames } from "../../../shared/list-names.ts";
import { useFormats } from "../../lib/formats.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";

export function CollaborationCard({ item }: { item: Collaboration & ListNames }) {
  const labels = useCardLabels();
  const formats = useFormats();
  const illustrationAlt = useIllustrationAlt();
  return (
    <FeatureCard
      image={item.image_url}
      imageAlt={illustrationAlt(item.title)}
      badges={[{ label: item.status_name ?? item.status, tone: item.status === "Active" ? "brand" : "grey" }]}
      eyebrow={item.partner}
      title={item.title}
      meta={[
        { icon: "calendar", text: formats.date(item.date, "short"), label: labels.since },
        { icon: "pin", text: item.location, label: labels.location },
      ]}
      description={item.description}
    >
      <p className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-800">
        {labels.impact} {item.impact}
      </p>
    </FeatureCard>
  );
}
